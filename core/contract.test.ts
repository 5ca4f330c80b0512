import { describe, expect, it } from 'vitest';
import { clientIdSchema, idParamSchema, policyFiltersSchema, recentUpdatesQuerySchema, savedSearchInputSchema, TEXT_LIMITS, wholeNumberText } from './contract.js';

describe('API contract limits', () => {
  const tags = (n: number) => Array.from({ length: n }, (_, i) => `tag${i}`);

  it('when a filter list holds 50 values it is accepted; 51 are refused', () => {
    expect(policyFiltersSchema.safeParse({ platforms: tags(TEXT_LIMITS.filterValues) }).success).toBe(true);
    const over = policyFiltersSchema.safeParse({ categories: tags(TEXT_LIMITS.filterValues + 1) });
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.message).toMatch(/at most 50 values/);
  });

  it('when a filter value or a name is one character over its limit, then it is refused', () => {
    expect(policyFiltersSchema.safeParse({ jurisdictions: ['x'.repeat(TEXT_LIMITS.filterValue)] }).success).toBe(true);
    expect(policyFiltersSchema.safeParse({ jurisdictions: ['x'.repeat(TEXT_LIMITS.filterValue + 1)] }).success).toBe(false);
    expect(savedSearchInputSchema.safeParse({ name: 'n'.repeat(TEXT_LIMITS.savedSearchName), query: 'q' }).success).toBe(true);
    expect(savedSearchInputSchema.safeParse({ name: 'n'.repeat(TEXT_LIMITS.savedSearchName + 1), query: 'q' }).success).toBe(false);
  });

  it('when a name or query is only whitespace, then it is refused with a message for people', () => {
    const result = savedSearchInputSchema.safeParse({ name: 'n', query: '   ' });
    expect(result.error?.issues[0]?.message).toBe('Please enter a search query first.');
  });

  it('when text has a control character or a lone surrogate, then it is refused; a pair of surrogates (an emoji) is fine', () => {
    expect(savedSearchInputSchema.safeParse({ name: 'a\u0000b', query: 'q' }).success).toBe(false);
    expect(savedSearchInputSchema.safeParse({ name: 'a\ud83db', query: 'q' }).success).toBe(false);
    expect(savedSearchInputSchema.safeParse({ name: 'a\ude00b', query: 'q' }).success).toBe(false);
    expect(savedSearchInputSchema.safeParse({ name: 'a😀b', query: 'q' }).success).toBe(true);
  });

  it('when a client id comes in upper case, then it is read in lower case', () => {
    expect(clientIdSchema.parse('AAAAAAAA-1111-4111-8111-111111111111')).toBe('aaaaaaaa-1111-4111-8111-111111111111');
  });

  it('when an id is not plain decimal digits within a database INT, then it is refused', () => {
    expect(idParamSchema.parse('2147483647')).toBe(2147483647);
    for (const bad of ['0', '01', '-1', '1e3', '0x10', ' 1', '2147483648']) expect(idParamSchema.safeParse(bad).success, bad).toBe(false);
  });

  it('when a number is not written in plain digits, then it is refused with a message for people', () => {
    const offset = wholeNumberText('The offset');
    expect(offset.parse('10')).toBe(10);
    expect(offset.parse('1234567890')).toBe(1234567890);
    for (const bad of ['01', '-1', '1e3', ' 1', '1 ', '12345678901']) expect(offset.safeParse(bad).success, bad).toBe(false);
    expect(offset.safeParse('x1').error?.issues[0]?.message).toBe('The offset must be a whole number written in digits.');
  });

  it('when an id or number is exactly at its lower bound, then it is accepted; one below is refused', () => {
    expect(idParamSchema.parse('1')).toBe(1);
    expect(wholeNumberText('The offset').parse('0')).toBe(0);
    expect(wholeNumberText('The page', 2).safeParse('1').error?.issues[0]?.message).toBe('The page must be between 2 and 2147483647.');
  });

  it('when the recent-updates limit is over 500, then it is refused; 500 and no limit are fine', () => {
    expect(recentUpdatesQuerySchema.parse({ limit: '500' })).toEqual({ limit: 500 });
    expect(recentUpdatesQuerySchema.parse({})).toEqual({});
    expect(recentUpdatesQuerySchema.safeParse({ limit: '501' }).error?.issues[0]?.message).toBe('The limit must be at most 500.');
  });
});
