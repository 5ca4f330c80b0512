import { describe, expect, it } from 'vitest';
import { regionalAnswer, regionalRulesFor, type RegionalRuleLike } from './regional-rules';

const rule = (code: string, products: string[], status: RegionalRuleLike['status']): RegionalRuleLike => ({ code, name: code, products, status, note: 'n' });
const usGambling = {
  status: 'limited' as const,
  regionalRules: [
    rule('US-TX', ['lottery-courier'], 'limited'),
    rule('US-TX', ['sports-betting', 'online-casino'], 'prohibited'),
    rule('GB-NIR', [], 'prohibited'),
  ],
};

describe('regionalAnswer (ADR 219)', () => {
  it('answers each product from the rule that names it', () => {
    expect(regionalAnswer(usGambling, 'US-TX', 'lottery-courier')).toMatchObject({ status: 'limited', rule: { products: ['lottery-courier'] } });
    expect(regionalAnswer(usGambling, 'us-tx', 'sports-betting')).toMatchObject({ status: 'prohibited', rule: { products: ['sports-betting', 'online-casino'] } });
  });

  it('takes the policy\'s status for a product the region\'s rules do not name, and for a region without rules', () => {
    expect(regionalAnswer(usGambling, 'US-TX', 'prediction-markets')).toEqual({ status: 'limited', rule: null });
    expect(regionalAnswer(usGambling, 'US-NY', 'sports-betting')).toEqual({ status: 'limited', rule: null });
  });

  it('applies a rule that names no product to every product of the region', () => {
    expect(regionalAnswer(usGambling, 'GB-NIR', 'lottery').status).toBe('prohibited');
    expect(regionalAnswer(usGambling, 'GB-NIR').status).toBe('prohibited');
  });

  it('lists every rule of a region in the record\'s order', () => {
    expect(regionalRulesFor(usGambling, 'US-TX').map((r) => r.status)).toEqual(['limited', 'prohibited']);
  });

  it('reads a region code with spaces around it, and a rule written without a product list as about the whole category', () => {
    expect(regionalRulesFor(usGambling, ' us-tx ')).toHaveLength(2);
    const noList = { status: 'limited' as const, regionalRules: [{ code: 'IN-GJ', name: 'Gujarat', status: 'prohibited' as const, note: 'Dry state.' }] };
    expect(regionalAnswer(noList, 'IN-GJ', 'lottery')).toEqual({ status: 'prohibited', rule: noList.regionalRules[0] });
  });
});
