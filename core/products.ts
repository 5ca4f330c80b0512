// The products inside a category whose rules differ by product (ADR 219). Gambling & Lottery in the US is
// a lottery, a lottery courier, a sportsbook, an online casino… and a state that bans one may license
// another, so a regional rule names the products it is about. The checker's gambling subcategory tabs
// (spec 001 §4) use the same keys.
export const PRODUCTS = [
  'lottery',
  'lottery-courier',
  'sports-betting',
  'online-casino',
  'daily-fantasy-sports',
  'horse-racing',
  'prediction-markets',
  'physical-venues',
  'rummy',
  'poker',
] as const;
export type Product = (typeof PRODUCTS)[number];

export const PRODUCT_LABELS: Record<Product, string> = {
  lottery: 'Lottery',
  'lottery-courier': 'Lottery couriers',
  'sports-betting': 'Sports betting',
  'online-casino': 'Online casino',
  'daily-fantasy-sports': 'Daily fantasy sports',
  'horse-racing': 'Horse racing',
  'prediction-markets': 'Prediction markets',
  'physical-venues': 'Physical venues',
  rummy: 'Rummy',
  poker: 'Poker',
};

/** Categories whose regional rules must name their products. */
export const CATEGORIES_WITH_PRODUCTS = ['gambling-lottery', 'real-money-gaming'] as const;

export function categoryHasProducts(slug: string): boolean {
  return (CATEGORIES_WITH_PRODUCTS as readonly string[]).includes(slug);
}

export function isProduct(value: unknown): value is Product {
  return typeof value === 'string' && (PRODUCTS as readonly string[]).includes(value);
}
