// A headline return of 100 % or more over months, weeks or days presents crypto as a way to get rich quick in
// every market (ADR 336). India's own rule on returns over less than 12 months (crypto-in-short-period-returns)
// applies there only, so before this "300% returns in just 3 months" passed on Google in the UK and the US.
import { describe, expect, it } from 'vitest';
import { fires } from './seed-rule-fires.fixture.js';

const FIRE = ['300% returns in just 3 months.', 'Our members saw +250% in six weeks.', '1,000% gains within 30 days for early users.', 'Up 400% overnight.'];
const QUIET = [
  'Bitcoin is up 120% over the past five years.',
  '100% of trading fees waived for 3 months.',
  '100% cashback in 7 days on your first deposit fee.',
  'A 100% match bonus within 7 days.',
  '12% APY, paid monthly.',
];

describe('crypto-get-rich-quick: triple-digit returns over a short period, in every market', () => {
  for (const market of ['GB', 'US', 'IN']) {
    it.each(FIRE)(`fires in ${market} on “%s”`, (text) => expect(fires('crypto-get-rich-quick', text, 'cryptocurrency', market)).toBe(true));
  }
  it.each(QUIET)('stays quiet on “%s”', (text) => expect(fires('crypto-get-rich-quick', text, 'cryptocurrency', 'GB')).toBe(false));
});
