import { describe, expect, it, vi } from 'vitest';
import { filterLabels, filtersToTags, parseFilterParam, resolveTag, searchHref, tagsToFilters, type TagCatalog } from './search-tags';

const catalog: TagCatalog = {
  platforms: [
    { identifier: 'google', name: 'Google Ads', aliases: [] },
    { identifier: 'facebook', name: 'Facebook', aliases: ['meta'] },
  ],
  categories: [
    { name: 'Cryptocurrency', slug: 'cryptocurrency', aliases: ['crypto'] },
    { name: 'Gambling & Lottery', slug: 'gambling-lottery', aliases: [] },
  ],
  jurisdictions: [
    { code: 'GB', name: 'United Kingdom', aliases: ['UK'] },
    { code: 'IN', name: 'India', aliases: [] },
  ],
};

describe('search tags', () => {
  it('reads the filters parameter as a JSON array of text tags, trimmed and without duplicates', () => {
    expect(parseFilterParam('["google"," IN ","google",3,""]')).toEqual(['google', 'IN']);
    expect(parseFilterParam(null)).toEqual([]);
  });

  it('ignores unparseable filters or anything but an array, with a console warning only', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseFilterParam('[oops')).toEqual([]);
    expect(parseFilterParam('{"platforms":["google"]}')).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('maps tags by platform identifier, name or alias, category name, slug or alias, jurisdiction code, alias or name, and status value or label', () => {
    expect(resolveTag('Meta', catalog)).toMatchObject({ kind: 'platform', value: 'facebook', label: 'Facebook' });
    expect(resolveTag('google ads', catalog)).toMatchObject({ kind: 'platform', value: 'google' });
    expect(resolveTag('crypto', catalog)).toMatchObject({ kind: 'category', value: 'Cryptocurrency' });
    expect(resolveTag('gambling-lottery', catalog)).toMatchObject({ kind: 'category', value: 'Gambling & Lottery' });
    expect(resolveTag('uk', catalog)).toMatchObject({ kind: 'jurisdiction', value: 'GB', label: 'United Kingdom (GB)' });
    expect(resolveTag('India', catalog)).toMatchObject({ kind: 'jurisdiction', value: 'IN' });
    expect(resolveTag('Not allowed', catalog)).toMatchObject({ kind: 'status', value: 'prohibited', label: 'Prohibited' });
    expect(resolveTag('limited', catalog)).toMatchObject({ kind: 'status', value: 'limited', label: 'Allowed with limitations' });
    expect(resolveTag('Narnia', catalog)).toMatchObject({ kind: null, value: null });
  });

  it('turns tags into the filter object and back, unknown tags left out', () => {
    const filters = tagsToFilters(['meta', 'crypto', 'UK', 'allowed', 'Narnia', 'Facebook'], catalog);
    expect(filters).toEqual({ platforms: ['facebook'], categories: ['Cryptocurrency'], jurisdictions: ['GB'], status: ['allowed'] });
    expect(filtersToTags(filters)).toEqual(['facebook', 'Cryptocurrency', 'GB', 'allowed']);
    expect(tagsToFilters(filtersToTags(filters), catalog)).toEqual(filters);
  });

  it('builds the Run Search link: q and a JSON array of the filter values', () => {
    const url = new URL(searchHref('crypto ads', ['google', 'IN']), 'http://x');
    expect(url.pathname).toBe('/search');
    expect(url.searchParams.get('q')).toBe('crypto ads');
    expect(url.searchParams.get('filters')).toBe('["google","IN"]');
  });

  it('names a saved search\'s filters in the words a rep reads, never raw values like "facebook" or "limited"', () => {
    const filters = { platforms: ['facebook'], categories: ['Cryptocurrency'], jurisdictions: ['GB'], status: ['limited' as const, 'prohibited' as const] };
    expect(filterLabels(filters, catalog)).toEqual(['Facebook', 'Cryptocurrency', 'United Kingdom (GB)', 'Allowed with limitations', 'Prohibited']);
    expect(filterLabels(filters, null)).toEqual(['facebook', 'Cryptocurrency', 'GB', 'Allowed with limitations', 'Prohibited']);
  });
});
