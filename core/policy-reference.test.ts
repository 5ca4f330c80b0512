import { describe, expect, it } from 'vitest';
import { readSeedDataset } from '../seed/read-dataset';
import { referenceItems, type ReferenceFlag } from './policy-reference';

const policy = {
  requirements: '- The ASCI disclaimer, prescribed wording, on at least one fifth of the ad\n- Advertiser name and contact shown\n- Target people aged 18 and over only',
  restrictions: '- No promise of future returns\n- No minors shown trading',
};
const flagged = (flags: ReferenceFlag[], lines = policy) => referenceItems(lines, flags).filter((i) => i.flagged).map((i) => i.text);

describe('the Official Policy Reference items', () => {
  it('lists the requirement and restriction lines of the data, none flagged without findings', () => {
    expect(referenceItems(policy)).toEqual([
      { text: 'The ASCI disclaimer, prescribed wording, on at least one fifth of the ad', kind: 'requirement', flagged: false },
      { text: 'Advertiser name and contact shown', kind: 'requirement', flagged: false },
      { text: 'Target people aged 18 and over only', kind: 'requirement', flagged: false },
      { text: 'No promise of future returns', kind: 'restriction', flagged: false },
      { text: 'No minors shown trading', kind: 'restriction', flagged: false },
    ]);
  });

  it('flags the line a missing statement is about, by the finding’s topic', () => {
    expect(flagged([{ topic: 'disclaimer', check: 'ASCI crypto risk disclaimer' }])).toEqual(['The ASCI disclaimer, prescribed wording, on at least one fifth of the ad']);
    expect(flagged([{ topic: 'age', check: 'Age statement (18+)' }])).toEqual(['Target people aged 18 and over only']);
    expect(flagged([{ topic: 'minors', check: 'Appeal to minors' }])).toEqual(['No minors shown trading']);
  });

  it('flags the lines a broken claim is about, by a distinctive word of its name, not by the category’s words', () => {
    expect(flagged([{ topic: 'claim', check: 'Guaranteed returns' }])).toEqual(['No promise of future returns']);
    expect(flagged([{ topic: 'claim', check: 'Crypto risk claim shown' }])).toEqual([]);
    expect(flagged([{ check: 'Guaranteed RETURNS' }])).toEqual(['No promise of future returns']);
  });

  it('flags nothing for the category’s status, injected words or imagery', () => {
    expect(flagged([{ topic: 'status', check: 'Category allowed on this platform' }, { topic: 'injection', check: 'Instructions to an AI reviewer' }])).toEqual([]);
  });

  it('when a policy has no lines, then there are no items', () => {
    expect(referenceItems({ requirements: '', restrictions: '\n' }, [{ topic: 'age', check: 'Age' }])).toEqual([]);
  });
});

describe('the AI Flagged badge on the seed policies (issue 30)', () => {
  const policies = readSeedDataset().policies;
  const record = (key: string) => policies.find((p) => p.key === key)!;

  it('a crypto ad on Google in India without the ASCI disclaimer flags the disclaimer line only, not every line', () => {
    const items = referenceItems(record('google-cryptocurrency-in'), [{ topic: 'disclaimer', check: 'ASCI crypto risk disclaimer' }, { topic: 'status', check: 'Category allowed on this platform' }]);
    expect(items.filter((i) => i.flagged).map((i) => i.text)).toEqual([expect.stringContaining('ASCI disclaimer')]);
    expect(items.length).toBeGreaterThan(2);
  });

  it('a US sports-betting ad without a helpline flags the responsible-gambling line, not the licence or targeting lines', () => {
    const items = referenceItems(record('google-gambling-lottery-us'), [{ topic: 'helpline', check: 'Problem-gambling helpline' }]);
    const lines = items.filter((i) => i.flagged).map((i) => i.text);
    expect(lines.length).toBeGreaterThanOrEqual(1);
    expect(lines.length).toBeLessThan(items.length / 2);
    for (const line of lines) expect(line).toMatch(/responsible|helpline/i);
  });
});
