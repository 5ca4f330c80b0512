// Concepts in rule patterns (ADR 234, round three): `{{name}}` expands to its lexicon when a record loads, and a
// record that names an unknown concept is refused like any pattern that cannot compile.
import { describe, expect, it } from 'vitest';
import { CONCEPTS, expandConcepts } from './concepts.js';
import { analyzerRuleSchema } from './rule-schema.js';

const record = {
  id: 'gambling-easy-money', kind: 'forbids', check: 'Easy money', topic: 'claim', appliesTo: { categories: ['gambling-lottery'] },
  language: 'en', severity: 'HIGH', message: 'Easy money.', fix: 'Remove it.', law: 'gb-gambling-act-2005',
  sourceUrl: 'https://www.asa.org.uk/', examples: { hit: ['A fiver could make you rich.'], miss: ['Bet £5.'] },
};

describe('expandConcepts', () => {
  it('puts each named lexicon in place, as a group', () => {
    expect(expandConcepts('a{{small-stake}}b')).toBe(`a${CONCEPTS['small-stake']}b`);
    expect(CONCEPTS['small-stake']).toMatch(/^\(\?:.*\)$/);
  });

  it('leaves a pattern without concepts as it is', () => {
    expect(expandConcepts('\\bfree\\s*bets?\\b')).toBe('\\bfree\\s*bets?\\b');
  });

  it('every lexicon compiles, with the engine’s flags', () => {
    for (const [name, lexicon] of Object.entries(CONCEPTS)) expect(() => new RegExp(lexicon, 'iu'), name).not.toThrow();
  });

  it('the rule schema loads a record with the lexicon expanded and refuses an unknown concept', () => {
    const parsed = analyzerRuleSchema.parse({ ...record, patterns: ['{{small-stake}}[^.]{0,40}{{big-outcome}}'] });
    expect(new RegExp(parsed.patterns[0]!, 'iu').test('a tenner could buy your dream house')).toBe(true);
    const refused = analyzerRuleSchema.safeParse({ ...record, patterns: ['{{small-stakes}}'] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('names only known {{concepts}}');
  });
});
