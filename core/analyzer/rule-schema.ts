// The analyzer's rules as data (DESIGN §6): each record in seed/rules/*.json says where it applies, what it
// requires or forbids in an ad's text, how severe a miss is, how to fix it, and which policy or law it
// enforces with that record's source. The engine (evaluate-rules.ts) only evaluates them.
import { z } from 'zod';
import { PRODUCTS } from '../products.js';
import { expandConcepts, namesKnownConcepts } from './concepts.js';

const key = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a kebab-case key');
const code = z.string().regex(/^[A-Z]{2,6}$/, 'an upper-case jurisdiction code');
const httpsUrl = z.url({ protocol: /^https$/ });

/**
 * A regular expression source, matched case-insensitively against the normalised ad text (see ad-text.ts).
 * Devanagari has no `\b`: Hindi patterns bound their words with `(?<![\p{L}\p{M}])` and `(?![\p{L}\p{M}])`.
 * `{{concept}}` stands for a lexicon of concepts.ts ("{{small-stake}}[^.!?]{0,60}?{{big-outcome}}"); the
 * record as loaded holds the expanded pattern.
 */
const pattern = z
  .string()
  .min(1)
  .refine(namesKnownConcepts, 'names only known {{concepts}}')
  .transform(expandConcepts)
  .refine((source) => {
    try {
      new RegExp(source, 'iu');
      return true;
    } catch {
      return false;
    }
  }, 'a valid regular expression');

export const RULE_LANGUAGES = ['en', 'hi', 'hi-Latn'] as const;

export const FINDING_SEVERITIES = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'] as const;
export type FindingSeverity = (typeof FINDING_SEVERITIES)[number];

/** What part of the world-class result a rule speaks to. */
export const RULE_TOPICS = ['disclaimer', 'age', 'helpline', 'licence', 'claim', 'minors', 'imagery', 'injection'] as const;
export type RuleTopic = (typeof RULE_TOPICS)[number];

export const analyzerRuleSchema = z.strictObject({
  /** Stable id, cited by every finding; never rename one. */
  id: key,
  /** `requires`: the ad must contain one of the patterns. `forbids`: the ad must contain none of them. */
  kind: z.enum(['requires', 'forbids']),
  /** A short name of the check, shown as the finding's title ('Crypto risk disclaimer'). */
  check: z.string().min(1).max(80),
  topic: z.enum(RULE_TOPICS),
  appliesTo: z.strictObject({
    /** Platform identifiers; empty means every platform. */
    platforms: z.array(key).default([]),
    /** Category slugs; empty means every category (for example the injected-instructions rule). */
    categories: z.array(key).default([]),
    /** Jurisdiction codes (GB, not UK); empty means every market. */
    markets: z.array(code).default([]),
    /** Products (core/products.ts); empty means every product of the category. */
    products: z.array(z.enum(PRODUCTS)).default([]),
    /** Products the rule does not apply to (a state lottery's ad is held to the lottery's own statements). */
    exceptProducts: z.array(z.enum(PRODUCTS)).default([]),
  }),
  /**
   * The language of the patterns, or the list of them when one record holds several (an English and a
   * Hindi or Hinglish wording of the same rule): `hi` is Devanagari, `hi-Latn` Hindi written in Latin letters.
   */
  language: z.union([z.enum(RULE_LANGUAGES), z.array(z.enum(RULE_LANGUAGES)).min(1)]),
  patterns: z.array(pattern).min(1),
  /** For `forbids`: the claim is acceptable when one of these is also present (a bonus with its terms). */
  unlessPatterns: z.array(pattern).default([]),
  severity: z.enum(FINDING_SEVERITIES),
  /** `required` fails the check when broken; `advised` only warns. */
  level: z.enum(['required', 'advised']).default('required'),
  /** What is wrong, in our words, when the rule is broken. */
  message: z.string().min(1),
  /** How to fix it. */
  fix: z.string().min(1),
  /** For a `requires` rule: a compliant text to add, in our words (never pasted from a source). */
  suggestedText: z.string().min(1).nullable().default(null),
  /** The seed policy key whose rule this enforces, or null when it enforces a law (then `law` is set). */
  policy: key.nullable().default(null),
  /** The seed/laws.json key this enforces, if any. */
  law: key.nullable().default(null),
  /** Where the rule is stated; read for this record on `verifiedAt`, or null when not read (note says why). */
  sourceUrl: httpsUrl,
  verifiedAt: z.iso.date().nullable().default(null),
  note: z.string().nullable().default(null),
  /** Ad texts that must trigger the rule and ones that must not: the rule's own test cases. */
  examples: z.strictObject({
    hit: z.array(z.string().min(1)).min(1),
    miss: z.array(z.string().min(1)).min(1),
  }),
}).refine((r) => r.policy !== null || r.law !== null || r.appliesTo.categories.length === 0, {
  message: 'a rule enforces a policy or a law',
  path: ['policy'],
});

export type AnalyzerRule = z.infer<typeof analyzerRuleSchema>;

export const analyzerRuleFileSchema = z.strictObject({
  rules: z.array(analyzerRuleSchema),
});
