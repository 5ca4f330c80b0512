import { describe, expect, it } from 'vitest';
import type { PolicyUpdateWithRefs } from '../../../../core/contract';
import type { ChangeType } from '../../../../core/status';
import { update } from '../../lib/replica/testing/fake-server';
import {
  filterUpdates,
  hasUpdateFilters,
  NO_UPDATE_FILTERS,
  parseUpdateFilters,
  unrecognisedFiltersLine,
  writeUpdateFilters,
} from './update-filters';

const catalog = { platforms: [{ identifier: 'google' }, { identifier: 'facebook' }], categories: [{ id: 1 }, { id: 3 }] };
const parse = (query: string) => parseUpdateFilters(new URLSearchParams(query), catalog);

const row = (id: number, identifier: string, categoryId: number, changeType: ChangeType): PolicyUpdateWithRefs => ({
  ...update(id, id),
  changeType,
  platform: { identifier, name: identifier },
  policy: { title: `Policy ${id}`, categoryId },
  law: null,
});
/** A change of law (ADR 220): no platform, the categories the law touches. */
const lawRow = (id: number, categoryIds: number[]): PolicyUpdateWithRefs => ({
  ...update(id, id),
  policyId: null,
  lawId: 1,
  platform: null,
  policy: null,
  law: { key: 'gb-ukgc-marketing-rules', title: 'UKGC marketing rules', jurisdictionCode: 'GB', regulator: 'Gambling Commission', categoryIds },
});
const updates = [
  row(1, 'google', 1, 'Policy Change'),
  row(2, 'google', 3, 'New Restriction'),
  row(3, 'facebook', 3, 'New Restriction'),
  row(4, 'google', 3, 'Restriction Eased'),
  row(5, 'facebook', 1, 'Restriction Eased'),
];
const ids = (query: string) => filterUpdates(updates, parse(query).filters).map((u) => u.id);

describe('filterUpdates (spec 000 §5: the filters combine)', () => {
  it('keeps a change of law under every platform filter and under the categories the law touches only', () => {
    const withLaw = [...updates, lawRow(6, [3])];
    const idsOf = (query: string) => filterUpdates(withLaw, parse(query).filters).map((u) => u.id);
    expect(idsOf('platform=google')).toEqual([1, 2, 4, 6]);
    expect(idsOf('platform=facebook')).toEqual([3, 5, 6]);
    expect(idsOf('category=3')).toEqual([2, 3, 4, 6]);
    expect(idsOf('category=1')).toEqual([1, 5]);
  });

  it('without filters keeps every update in its order', () => {
    expect(filterUpdates(updates, NO_UPDATE_FILTERS).map((u) => u.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps updates of the platform, of the category, and of one of the checked types', () => {
    expect(ids('platform=google')).toEqual([1, 2, 4]);
    expect(ids('category=3')).toEqual([2, 3, 4]);
    expect(ids('type=New%20Restriction')).toEqual([2, 3]);
    expect(ids('type=New%20Restriction&type=Restriction%20Eased')).toEqual([2, 3, 4, 5]);
  });

  it('needs every filter to match: platform AND category AND type', () => {
    expect(ids('platform=google&category=3')).toEqual([2, 4]);
    expect(ids('platform=google&category=3&type=New%20Restriction')).toEqual([2]);
    expect(ids('platform=facebook&category=1&type=New%20Restriction')).toEqual([]);
  });
});

describe('parseUpdateFilters', () => {
  it('reads platform, category and repeated types, canonical and in the spec order', () => {
    expect(parse('platform=Google&category=3&type=new%20restriction&type=Policy%20Change&type=Policy%20Change')).toEqual({
      filters: { platform: 'google', categoryId: 3, types: ['Policy Change', 'New Restriction'] },
      unrecognised: [],
    });
  });

  it('ignores values the dataset does not know and reports each of them', () => {
    const parsed = parse('platform=myspace&category=99&type=nonsense&type=Restriction%20Eased');
    expect(parsed.filters).toEqual({ platform: null, categoryId: null, types: ['Restriction Eased'] });
    expect(parsed.unrecognised).toEqual([
      { filter: 'Platform', value: 'myspace' },
      { filter: 'Category', value: '99' },
      { filter: 'Update Type', value: 'nonsense' },
    ]);
    expect(parse('category=abc').unrecognised).toEqual([{ filter: 'Category', value: 'abc' }]);
  });

  it('treats empty values as no filter, silently', () => {
    expect(parse('platform=&category=&type=')).toEqual({ filters: NO_UPDATE_FILTERS, unrecognised: [] });
  });
});

describe('writeUpdateFilters', () => {
  it('writes the filters (type repeated), keeps other parameters and drops unrecognised values', () => {
    const next = writeUpdateFilters(new URLSearchParams('type=nonsense&utm=x'), {
      platform: 'google',
      categoryId: 3,
      types: ['Policy Change', 'New Restriction'],
    });
    expect(next.toString()).toBe('utm=x&platform=google&category=3&type=Policy+Change&type=New+Restriction');
    expect(parseUpdateFilters(next, catalog).filters).toEqual({ platform: 'google', categoryId: 3, types: ['Policy Change', 'New Restriction'] });
  });

  it('writes nothing for no filters', () => {
    expect(writeUpdateFilters(new URLSearchParams('platform=google&type=Policy%20Change'), NO_UPDATE_FILTERS).toString()).toBe('');
  });
});

describe('hasUpdateFilters and the unrecognised line', () => {
  it('knows when any filter is set', () => {
    expect(hasUpdateFilters(NO_UPDATE_FILTERS)).toBe(false);
    expect(hasUpdateFilters({ ...NO_UPDATE_FILTERS, categoryId: 1 })).toBe(true);
    expect(hasUpdateFilters({ ...NO_UPDATE_FILTERS, types: ['Policy Change'] })).toBe(true);
  });

  it('names each ignored value in one line, or says nothing', () => {
    expect(unrecognisedFiltersLine([])).toBeNull();
    expect(unrecognisedFiltersLine([{ filter: 'Update Type', value: 'nonsense' }])).toBe('Filter not recognised, so not applied: Update Type "nonsense".');
    expect(unrecognisedFiltersLine([{ filter: 'Platform', value: 'x' }, { filter: 'Category', value: '9' }])).toBe(
      'Filters not recognised, so not applied: Platform "x", Category "9".',
    );
  });
});
