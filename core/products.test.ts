import { describe, expect, it } from 'vitest';
import { categoryHasProducts, isProduct } from './products';

describe('products inside a category (ADR 219)', () => {
  it('only the gaming categories name products in their regional rules', () => {
    expect(categoryHasProducts('gambling-lottery')).toBe(true);
    expect(categoryHasProducts('real-money-gaming')).toBe(true);
    expect(categoryHasProducts('alcohol')).toBe(false);
    expect(categoryHasProducts('Gambling-Lottery')).toBe(false);
  });

  it('a product is one of the keys, as a string only', () => {
    expect(isProduct('online-casino')).toBe(true);
    expect(isProduct('lottery')).toBe(true);
    expect(isProduct('Online casino')).toBe(false);
    expect(isProduct('')).toBe(false);
    expect(isProduct(['lottery'])).toBe(false);
    expect(isProduct(undefined)).toBe(false);
  });
});
