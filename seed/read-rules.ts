// Reads the analyzer's rules from seed/rules/*.json (DESIGN §6: rules are data, reviewed like policies),
// validates every record with the schema in core/ and checks what the records point at: unique ids, and
// policies, laws, platforms, categories and markets that exist in the dataset. Throws one readable error
// listing every problem with the file it is in.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzerRuleFileSchema, type AnalyzerRule } from '../core/analyzer/rule-schema.js';
import { readSeedDataset, SEED_DIR, type SeedDataset } from './read-dataset.js';

export const RULES_DIR = join(SEED_DIR, 'rules');

export class SeedRulesError extends Error {
  constructor(readonly problems: string[]) {
    super(`The analyzer rules have ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
    this.name = 'SeedRulesError';
  }
}

/** What the rules are checked against: the dataset's keys and codes. */
export type RuleReferences = Pick<SeedDataset, 'platforms' | 'categories' | 'jurisdictions' | 'policies' | 'laws'>;

function checkReferences(rule: AnalyzerRule, file: string, refs: RuleReferences, problems: string[]) {
  const where = `${file}: rule ${rule.id}`;
  const platforms = new Set(refs.platforms.map((p) => p.identifier));
  const categories = new Set(refs.categories.map((c) => c.slug));
  const codes = new Set(refs.jurisdictions.map((j) => j.code));
  for (const p of rule.appliesTo.platforms) if (!platforms.has(p)) problems.push(`${where}: unknown platform ${p} (use the identifier, not an alias)`);
  for (const c of rule.appliesTo.categories) if (!categories.has(c)) problems.push(`${where}: unknown category ${c}`);
  for (const m of rule.appliesTo.markets) if (!codes.has(m)) problems.push(`${where}: unknown market ${m} (use the jurisdiction code, GB not UK)`);

  if (rule.policy !== null) {
    const policy = refs.policies.find((p) => p.key === rule.policy);
    if (!policy) problems.push(`${where}: unknown policy ${rule.policy}`);
    else if (rule.appliesTo.categories.length > 0 && !rule.appliesTo.categories.includes(policy.category)) {
      problems.push(`${where}: policy ${rule.policy} is about ${policy.category}, not ${rule.appliesTo.categories.join(', ')}`);
    }
  }
  if (rule.law !== null) {
    const law = refs.laws.find((l) => l.key === rule.law);
    if (!law) problems.push(`${where}: unknown law ${rule.law}`);
    else if (rule.appliesTo.categories.length > 0 && !rule.appliesTo.categories.some((c) => law.categories.includes(c))) {
      problems.push(`${where}: law ${rule.law} does not cover ${rule.appliesTo.categories.join(', ')}`);
    }
  }
}

/**
 * Every rule of every `*.json` file in the directory (files in name order, rules in file order). The
 * references are checked against the seed dataset unless others are given.
 */
export function readAnalyzerRules(dir: string = RULES_DIR, refs: RuleReferences = readSeedDataset()): AnalyzerRule[] {
  const problems: string[] = [];
  const rules: AnalyzerRule[] = [];
  const fileOf = new Map<string, string>();
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : [];
  if (files.length === 0) problems.push(`${dir}: no rule files`);

  for (const file of files) {
    const path = join(dir, file);
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      problems.push(`${path}: ${(error as Error).message}`);
      continue;
    }
    const result = analyzerRuleFileSchema.safeParse(raw);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const at = issue.path.length ? ` at ${issue.path.join('.')}` : '';
        const id = issue.path[0] === 'rules' && typeof issue.path[1] === 'number' ? idAt(raw, issue.path[1]) : null;
        problems.push(`${path}${at}${id ? ` (rule ${id})` : ''}: ${issue.message}`);
      }
      continue;
    }
    for (const rule of result.data.rules) {
      const first = fileOf.get(rule.id);
      if (first) problems.push(`${path}: duplicate rule id ${rule.id} (also in ${first})`);
      else fileOf.set(rule.id, path);
      checkReferences(rule, path, refs, problems);
      rules.push(rule);
    }
  }

  if (problems.length > 0) throw new SeedRulesError(problems);
  return rules;
}

function idAt(raw: unknown, index: number): string | null {
  const rules = (raw as { rules?: unknown })?.rules;
  const id = Array.isArray(rules) ? (rules[index] as { id?: unknown } | undefined)?.id : undefined;
  return typeof id === 'string' ? id : null;
}
