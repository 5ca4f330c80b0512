import { describe, expect, it } from 'vitest';
import { referenceItems } from './policy-reference';

const policy = {
  requirements: '- The ASCI disclaimer, prescribed wording, on at least one fifth of the ad\n- Advertiser name and contact shown',
  restrictions: '- No promise of future returns\n- No minors shown trading',
};

describe('the Official Policy Reference items', () => {
  it('lists the requirement and restriction lines of the data, none flagged without violations', () => {
    expect(referenceItems(policy)).toEqual([
      { text: 'The ASCI disclaimer, prescribed wording, on at least one fifth of the ad', kind: 'requirement', flagged: false },
      { text: 'Advertiser name and contact shown', kind: 'requirement', flagged: false },
      { text: 'No promise of future returns', kind: 'restriction', flagged: false },
      { text: 'No minors shown trading', kind: 'restriction', flagged: false },
    ]);
  });

  it('flags the items a violation is about, by a shared significant word, and not by common words', () => {
    const flagged = (violations: string[]) => referenceItems(policy, violations).filter((i) => i.flagged).map((i) => i.text);
    expect(flagged(['Missing ASCI disclaimer'])).toEqual(['The ASCI disclaimer, prescribed wording, on at least one fifth of the ad']);
    expect(flagged(['Guaranteed RETURNS claimed', 'Person who looks like one of the minors'])).toEqual(['No promise of future returns', 'No minors shown trading']);
    expect(flagged(['The ad must show the policy'])).toEqual([]);
  });

  it('counts a word of four letters or more, digits included, and ignores shorter ones', () => {
    const lines = { requirements: '- Show the FCA number\n- Licence under rule 2023a', restrictions: '- No Visa card offers' };
    const flagged = (violations: string[]) => referenceItems(lines, violations).filter((i) => i.flagged).map((i) => i.text);
    expect(flagged(['No FCA shown'])).toEqual([]);
    expect(flagged(['visa logo'])).toEqual(['No Visa card offers']);
    expect(flagged(['breaks 2023a'])).toEqual(['Licence under rule 2023a']);
    expect(flagged(['number-less claim'])).toEqual(['Show the FCA number']);
  });

  it('when a policy has no lines, then there are no items', () => {
    expect(referenceItems({ requirements: '', restrictions: '\n' }, ['anything here'])).toEqual([]);
  });
});
