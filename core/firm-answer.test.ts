import { describe, expect, it } from 'vitest';
import { checkBeforePromiseReason, hasNoRoute, isFirmAnswer, offersClosedService } from './firm-answer.js';

describe('isFirmAnswer: low confidence never approves', () => {
  it('when a record has high or medium confidence and no qualifier, then its status can be promised', () => {
    expect(isFirmAnswer({ confidence: 'high', statusQualifier: null })).toBe(true);
    expect(isFirmAnswer({ confidence: 'medium' })).toBe(true);
    expect(checkBeforePromiseReason({ confidence: 'medium' })).toBeNull();
  });

  it('when a record has low confidence or rests on what was not found, then it cannot, and says why', () => {
    expect(isFirmAnswer({ confidence: 'low' })).toBe(false);
    expect(isFirmAnswer({ confidence: 'high', statusQualifier: 'no route found' })).toBe(false);
    expect(checkBeforePromiseReason({ confidence: 'medium', statusQualifier: 'no route found' })).toContain('(no route found)');
    expect(checkBeforePromiseReason({ confidence: 'low' })).toContain('could not be verified');
  });
});

describe('hasNoRoute: the record says the platform has no way in there', () => {
  const closed = '- Exchanges and wallets: treat as not eligible (no known India certification route)';
  it('reads "no route found", "no exchange route found" and "no accepted licence listed" with a product "not eligible"', () => {
    expect(hasNoRoute({ confidence: 'low', statusQualifier: 'no route found', restrictions: closed })).toBe(true);
    expect(hasNoRoute({ confidence: 'low', statusQualifier: 'no exchange route found', restrictions: '- Exchanges and software wallets: Not Eligible' })).toBe(true);
    expect(hasNoRoute({ confidence: 'low', statusQualifier: 'no accepted licence listed', restrictions: closed })).toBe(true);
  });

  it('is false for any other qualifier, and where the restrictions leave a permission open', () => {
    expect(hasNoRoute({ confidence: 'low', statusQualifier: 'no Microsoft India rule found', restrictions: closed })).toBe(false);
    expect(hasNoRoute({ confidence: 'low', statusQualifier: 'Irish entry dates from 2015', restrictions: closed })).toBe(false);
    expect(hasNoRoute({ confidence: 'low', restrictions: closed })).toBe(false);
    expect(hasNoRoute({ confidence: 'low', statusQualifier: 'no route found', restrictions: '- Exchanges: no route found; treat them as not possible until Meta accepts an Indian registration' })).toBe(false);
  });
});

describe('offersClosedService: the ad offers the exchange, trading or wallet a no-route record closes', () => {
  it.each([
    'Buy and sell Bitcoin with instant INR deposits.',
    'Swap tokens in seconds on our DEX.',
    'The crypto app for India: start with ₹100.',
    'Store your coins in a self-custody crypto wallet.',
    'बिटकॉइन ख़रीदें, UPI से।',
    'Invest in crypto from ₹100.',
    'Our AI trading bot turned ₹10,000 into ₹40,000. Join the bot.',
    'Copy-trading from the top traders, one tap.',
  ])('“%s” offers it', (text) => expect(offersClosedService(text)).toBe(true));

  it.each([
    'We file your crypto taxes in 10 minutes.',
    'Learn blockchain development: a 12-week course.',
    'Mining rigs and GPUs, shipped across India.',
    'Buy one, get one free on all sneakers.',
    'Pokémon trading cards, new sets every month.',
  ])('“%s” does not', (text) => expect(offersClosedService(text)).toBe(false));
});
