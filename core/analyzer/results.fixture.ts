// A small hand-written policy library and evaluation builders for the result-shape tests (results-*.test.ts):
// every name, title and law here is made up, so a test can state the exact words a result should carry.
import type { Category, Jurisdiction, Law, Platform, Policy } from '../contract.js';
import type { PolicyLibrary } from '../publisher-policy.js';
import type { AnalysisMeta, ResultContext } from './results.js';
import type { Finding, PassedCheck, ResolvedPolicyRef, RuleEvaluation } from './types.js';

const platform = (id: number, identifier: string, name: string, kind: Platform['kind'], aliases: string[] = []): Platform => ({
  id, identifier, name, kind, aliases, website: `https://${identifier}.example`, policyUrl: `https://${identifier}.example/policy`, revision: 1,
});

const category = (id: number, slug: string, name: string): Category => ({ id, slug, name, description: '', icon: '', aliases: [], revision: 1 });

const market = (id: number, code: string, name: string, aliases: string[] = []): Jurisdiction => ({ id, code, name, region: 'Asia', parent: code === 'GLOBAL' ? null : 'GLOBAL', aliases, revision: 1 });

export const law = (key: string, title: string, status: Law['status']): Law => ({
  id: key.length, key, jurisdictionCode: 'IN', title, regulator: 'Regulator', categories: ['cryptocurrency'], adRequirements: '', status,
  enactedOn: null, effectiveFrom: null, courtChallenge: null, sourceUrl: `https://laws.example/${key}`, extraSources: [], verifiedAt: null,
  confidence: 'high', note: null, revision: 1,
});

/** The dataset record behind POLICY_REF (same id): what the world-class result reads beyond the reference. */
export const cryptoPolicy = (over: Partial<Policy> = {}): Policy => ({
  id: 7, key: 'facebook-crypto-in', platformId: 1, categoryId: 1, title: 'Crypto ads (India)', description: 'Crypto ads are allowed with a licence.',
  status: 'limited', requirements: '- Show the risk warning\n- State the minimum age', restrictions: '', details: 'Publisher terms for crypto ads.',
  minAge: 18, certification: 'FIU-IND registration', regionalRules: [], documents: [], laws: ['in-vda-rules'], statusQualifier: null, globalConfirmedIn: [],
  sourceUrl: 'https://facebook.example/policy/crypto', extraSources: [], lastUpdated: '2026-01-15', effectiveFrom: null, verifiedAt: null,
  confidence: 'high', note: null, revision: 1, jurisdictions: [{ id: 1, code: 'IN', name: 'India' }],
  ...over,
});

export function library(policies: Policy[] = [cryptoPolicy()]): PolicyLibrary {
  return {
    revision: 1,
    platforms: [platform(1, 'facebook', 'Facebook', 'ad-platform', ['meta']), platform(2, 'timesinternet', 'Times Internet', 'publisher')],
    categories: [category(1, 'cryptocurrency', 'Cryptocurrency'), category(2, 'gambling', 'Gambling & Lottery')],
    jurisdictions: [market(1, 'IN', 'India'), market(2, 'GB', 'United Kingdom', ['UK'])],
    documents: [],
    laws: [
      law('in-vda-rules', 'VDA Advertising Rules', 'in-force'),
      law('in-gaming-bill', 'Online Gaming Bill', 'enacted-not-in-force'),
      law('in-unrelated', 'Unrelated Act', 'proposed'),
    ],
    policies,
  };
}

export const POLICY_REF: ResolvedPolicyRef = {
  id: 7, key: 'facebook-crypto-in', title: 'Crypto ads (India)', status: 'limited', sourceUrl: 'https://facebook.example/policy/crypto',
  minAge: null, certification: null, requirements: '- Show the risk warning\n- State the minimum age', restrictions: '', laws: [],
};

export const finding = (over: Partial<Finding> = {}): Finding => ({
  ruleId: 'crypto-guaranteed-returns', check: 'Guaranteed returns', topic: 'claim', severity: 'HIGH', status: 'FAIL',
  message: 'The ad promises returns.', fix: 'Remove the promise of returns.', evidence: 'Guaranteed 40% returns', confidence: 0.9,
  source: { policyId: 7, policyKey: 'facebook-crypto-in', policyTitle: 'Crypto ads (India)', lawKey: null, sourceUrl: 'https://facebook.example/policy/crypto' },
  engine: 'rules', suggestedText: null,
  ...over,
});

/** A required statement the ad lacks (evidence null), with the text that would satisfy it. */
export const missingStatement = (over: Partial<Finding> = {}): Finding => finding({
  ruleId: 'crypto-risk-disclaimer', check: 'Crypto risk disclaimer', topic: 'disclaimer', severity: 'HIGH', status: 'FAIL',
  message: 'The risk disclaimer is missing.', fix: 'Add the risk disclaimer.', evidence: null, suggestedText: 'Crypto products are unregulated.',
  ...over,
});

export const passed = (over: Partial<PassedCheck> = {}): PassedCheck => ({
  ruleId: 'crypto-risk-disclaimer', check: 'Crypto risk disclaimer', topic: 'disclaimer', evidence: 'Crypto products are unregulated.', ...over,
});

export const evaluation = (over: Partial<RuleEvaluation> = {}): RuleEvaluation => ({
  policy: POLICY_REF, findings: [], passed: [], appliedRuleIds: [], verdict: 'COMPLIANT', verdictReason: 'Nothing in the ad breaks a rule.',
  riskScore: 0, needsReview: false,
  ...over,
});

export const meta = (over: Partial<AnalysisMeta> = {}): AnalysisMeta => ({
  id: 1, mode: 'world-class', engine: 'rules', model: null, engineNote: null, filePath: 'ad.png', extractedText: 'Buy bitcoin.',
  ocrConfidence: 92, detection: { category: 'cryptocurrency', status: 'detected', candidates: [{ category: 'cryptocurrency', score: 9 }], confidence: 0.8, product: null, scores: {}, matched: [] },
  categoryUsed: 'cryptocurrency', categorySource: 'chosen', durationMs: 10, ocrMs: 8, analysedAt: '2026-11-25T00:00:00.000Z',
  ...over,
});

export const context = (over: Partial<ResultContext> = {}): ResultContext => ({
  library: library(), platform: 'facebook', category: 'cryptocurrency', jurisdiction: 'IN', evaluation: evaluation(), meta: meta(),
  ...over,
});
