import { describe, expect, it } from 'vitest';
import { withCurrentRefs } from './current-refs';
import { category, jurisdiction, platform, policy } from './testing/fake-server';

const catalog = {
  platforms: [platform(1, 'google', 'Google Ads')],
  categories: [category(1, 'Cryptocurrency')],
  jurisdictions: [jurisdiction(1, 'GLOBAL', 'Worldwide', 2)],
};

describe('policies with their current references', () => {
  it("carry the jurisdictions' current names, not the ones the policy row was stored with", () => {
    const stored = policy(1, { jurisdictions: [{ id: 1, code: 'GLOBAL', name: 'Global' }] });
    const [current] = withCurrentRefs([stored], catalog);
    expect(current!.jurisdictions).toEqual([{ id: 1, code: 'GLOBAL', name: 'Worldwide' }]);
    expect(current!.platform.name).toBe('Google Ads');
    expect(current!.category.name).toBe('Cryptocurrency');
  });

  it('keep a jurisdiction the catalog does not hold as the policy row carries it', () => {
    const stored = policy(1, { jurisdictions: [{ id: 9, code: 'XX', name: 'Elsewhere' }, { id: 1, code: 'GLOBAL', name: 'Global' }] });
    expect(withCurrentRefs([stored], catalog)[0]!.jurisdictions).toEqual([
      { id: 9, code: 'XX', name: 'Elsewhere' },
      { id: 1, code: 'GLOBAL', name: 'Worldwide' },
    ]);
  });
});
