import { describe, expect, it } from 'vitest';
import { compareGrid, compareMarkets, withUkAsGb, type CompareCell, type CompareRow } from './compare.js';

const GOOGLE = 1;
const META = 2;
const X = 3;
const categories = [
  { id: 3, name: 'Gambling & Lottery' },
  { id: 1, name: 'Cryptocurrency' },
  { id: 2, name: 'Alcohol' },
];
// GB carries no UK alias here: the grid must still treat UK and GB as one market.
const jurisdictions = [
  { code: 'GLOBAL', name: 'Global' },
  { code: 'IN', name: 'India' },
  { code: 'US', name: 'United States', aliases: ['USA'] },
  { code: 'GB', name: 'United Kingdom' },
];
const policy = (id: string, platformId: number, categoryId: number, status: string, codes: string[]) => ({
  id, platformId, categoryId, status, jurisdictions: codes.map((code) => ({ code })),
});
const policies = [
  policy('g-crypto-global', GOOGLE, 1, 'limited', ['GLOBAL']),
  policy('g-crypto-in', GOOGLE, 1, 'limited', ['IN']),
  policy('g-crypto-us', GOOGLE, 1, 'prohibited', ['US']),
  policy('g-crypto-uk', GOOGLE, 1, 'allowed', ['UK']),
  policy('m-crypto-in', META, 1, 'prohibited', ['IN']),
  policy('m-crypto-gb', META, 1, 'allowed', ['GB']),
  policy('g-alcohol-global', GOOGLE, 2, 'allowed', ['GLOBAL']),
  policy('m-gambling-global-us', META, 3, 'limited', ['GLOBAL', 'US']),
];
const data = { categories, policies, jurisdictions };
type P = (typeof policies)[number];

/** A cell in a few words: the policy id, the per-market answers, or Unknown. */
function describeCell(cell: CompareCell<P>): string {
  if (cell.kind === 'unknown') return 'Unknown';
  if (cell.kind === 'by-market') return `by market: ${cell.markets.map((m) => `${m.code}=${m.policy.id}`).join(' ')}`;
  return cell.differsIn.length ? `${cell.policy.id} (differs in ${cell.differsIn.join(', ')})` : cell.policy.id;
}
const describeGrid = (rows: CompareRow<(typeof categories)[number], P>[]) =>
  rows.map((row) => [row.category.name, ...row.cells.map(describeCell)]);

describe('compareGrid for one market', () => {
  it('when a policy lists the market, then it wins over GLOBAL; else GLOBAL; else Unknown', () => {
    expect(describeGrid(compareGrid(data, [GOOGLE, META, X], 'IN'))).toEqual([
      ['Cryptocurrency', 'g-crypto-in', 'm-crypto-in', 'Unknown'],
      ['Alcohol', 'g-alcohol-global', 'Unknown', 'Unknown'],
      ['Gambling & Lottery', 'Unknown', 'm-gambling-global-us', 'Unknown'],
    ]);
  });

  it('when the market has no specific policy, then the GLOBAL one answers and no difference is listed', () => {
    const [crypto] = compareGrid(data, [GOOGLE], 'BR');
    expect(crypto!.cells).toEqual([{ kind: 'policy', policy: policies[0], differsIn: [], source: { market: 'BR', from: 'GLOBAL', globalConfirmed: false } }]);
  });

  it('when a member state has no policy, then its region\'s answers, and the cell says which market it came from', () => {
    const withEu = { ...data, jurisdictions: [...jurisdictions, { code: 'EU', name: 'European Union' }, { code: 'BE', name: 'Belgium', parent: 'EU' }], policies: [...policies, policy('g-crypto-eu', GOOGLE, 1, 'prohibited', ['EU'])] };
    const [crypto] = compareGrid(withEu, [GOOGLE], 'BE');
    expect(crypto!.cells).toEqual([{ kind: 'policy', policy: withEu.policies.at(-1), differsIn: [], source: { market: 'BE', from: 'EU', globalConfirmed: false } }]);
    const [own] = compareGrid(withEu, [GOOGLE], 'IN');
    expect(own!.cells[0]).toMatchObject({ source: { market: 'IN', from: 'IN', globalConfirmed: false } });
  });

  it('when the market is UK or GB, then both give the same answers (one market)', () => {
    const expected = [
      ['Cryptocurrency', 'g-crypto-uk', 'm-crypto-gb'],
      ['Alcohol', 'g-alcohol-global', 'Unknown'],
      ['Gambling & Lottery', 'Unknown', 'm-gambling-global-us'],
    ];
    expect(describeGrid(compareGrid(data, [GOOGLE, META], 'UK'))).toEqual(expected);
    expect(describeGrid(compareGrid(data, [GOOGLE, META], 'gb'))).toEqual(expected);
  });

  it('when the market is given by another alias, then it resolves to its code', () => {
    expect(describeGrid(compareGrid(data, [GOOGLE], 'usa'))[0]).toEqual(['Cryptocurrency', 'g-crypto-us']);
  });
});

describe('compareGrid for all markets', () => {
  it('shows the GLOBAL policy with the markets whose status differs, lists markets when there is no GLOBAL one, else Unknown', () => {
    expect(describeGrid(compareGrid(data, [GOOGLE, META, X], null))).toEqual([
      // IN is limited like GLOBAL, so only GB (listed as UK) and US differ.
      ['Cryptocurrency', 'g-crypto-global (differs in GB, US)', 'by market: GB=m-crypto-gb IN=m-crypto-in', 'Unknown'],
      ['Alcohol', 'g-alcohol-global', 'Unknown', 'Unknown'],
      // The GLOBAL policy also lists US: that market answers with the same policy, so nothing differs.
      ['Gambling & Lottery', 'Unknown', 'm-gambling-global-us', 'Unknown'],
    ]);
  });

  it('keeps the columns in the order of the platforms asked for', () => {
    expect(describeGrid(compareGrid(data, [X, META], null))[0]).toEqual(['Cryptocurrency', 'Unknown', 'by market: GB=m-crypto-gb IN=m-crypto-in']);
  });

  it('with no categories or no platforms, then no rows or no cells', () => {
    expect(compareGrid({ ...data, categories: [] }, [GOOGLE], null)).toEqual([]);
    expect(compareGrid(data, [], null).map((row) => row.cells)).toEqual([[], [], []]);
  });
});

describe('markets', () => {
  const withUkRow = [{ code: 'UK', name: 'United Kingdom (UK)' }, ...jurisdictions];

  it('a separate UK row is folded into GB: one market in the list, and UK answers as GB', () => {
    expect(compareMarkets(withUkRow).map((j) => j.code)).toEqual(['IN', 'GB', 'US']);
    const ukOnly = [policy('g-crypto-gb', GOOGLE, 1, 'allowed', ['GB'])];
    const grid = compareGrid({ categories: [categories[1]!], policies: ukOnly, jurisdictions: withUkRow }, [GOOGLE], 'UK');
    expect(describeGrid(grid)).toEqual([['Cryptocurrency', 'g-crypto-gb']]);
  });

  it('lists every jurisdiction but GLOBAL, by name', () => {
    expect(compareMarkets(jurisdictions).map((j) => j.name)).toEqual(['India', 'United Kingdom', 'United States']);
  });

  it('keeps aliases GB already has and leaves a list without GB as it is', () => {
    expect(withUkAsGb([{ code: 'GB', aliases: ['UK'] }])).toEqual([{ code: 'GB', aliases: ['UK'] }]);
    expect(withUkAsGb([{ code: 'GB', aliases: ['GBR'] }])).toEqual([{ code: 'GB', aliases: ['GBR', 'UK'] }]);
    expect(withUkAsGb([{ code: 'UK' }, { code: 'IN' }])).toEqual([{ code: 'UK' }, { code: 'IN' }]);
  });

  it('adds UK to GB when GB lacks it, whatever other aliases it has', () => {
    expect(withUkAsGb([{ code: 'GB' }])).toEqual([{ code: 'GB', aliases: ['UK'] }]);
    expect(withUkAsGb([{ code: 'GB', aliases: ['GBR', 'uk'] }])).toEqual([{ code: 'GB', aliases: ['GBR', 'uk'] }]);
  });
});

describe('the all-markets cell', () => {
  it('is a policy cell holding the GLOBAL policy and the differing markets', () => {
    const [crypto] = compareGrid(data, [GOOGLE], null);
    expect(crypto!.cells).toEqual([{ kind: 'policy', policy: policies[0], differsIn: ['GB', 'US'], source: { market: 'GLOBAL', from: 'GLOBAL', globalConfirmed: false } }]);
  });

  it('lists each market with its own answer when there is no GLOBAL policy', () => {
    const [crypto] = compareGrid(data, [META], null);
    expect(crypto!.cells).toEqual([{ kind: 'by-market', markets: [{ code: 'GB', policy: policies[5] }, { code: 'IN', policy: policies[4] }] }]);
  });
});
