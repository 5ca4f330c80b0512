import { describe, expect, it } from 'vitest';
import { checkerStatusLabel, isPolicyStatus, statusCaveat, statusLabel } from './status';

describe('the status labels', () => {
  it('the browsing screens name each status in the words of spec 000, and anything else Unknown', () => {
    expect(statusLabel('allowed')).toBe('Allowed');
    expect(statusLabel('limited')).toBe('Allowed with limitations');
    expect(statusLabel('prohibited')).toBe('Not allowed');
    expect(statusLabel('banned')).toBe('Unknown');
    expect(statusLabel(null)).toBe('Unknown');
  });

  it('the checkers name the same statuses in the words of spec 001, and anything else Policy Status', () => {
    expect(checkerStatusLabel('allowed')).toBe('Allowed');
    expect(checkerStatusLabel('limited')).toBe('Allowed with Limitations');
    expect(checkerStatusLabel('prohibited')).toBe('Prohibited');
    expect(checkerStatusLabel('custom-publisher')).toBe('Policy Status');
    expect(checkerStatusLabel(undefined)).toBe('Policy Status');
  });

  it('a status is one of the three words, as a string only', () => {
    expect(isPolicyStatus('allowed')).toBe(true);
    expect(isPolicyStatus('limited')).toBe(true);
    expect(isPolicyStatus('prohibited')).toBe(true);
    expect(isPolicyStatus('Allowed')).toBe(false);
    expect(isPolicyStatus('')).toBe(false);
    expect(isPolicyStatus(['allowed'])).toBe(false);
  });
});

describe('the caveat beside a status', () => {
  it('when confidence is high and there is no qualifier, then the status stands on its own', () => {
    expect(statusCaveat({ confidence: 'high' })).toBeNull();
    expect(statusCaveat({ confidence: 'medium', statusQualifier: null })).toBeNull();
    expect(statusCaveat({ confidence: 'high', statusQualifier: '' })).toBeNull();
  });

  it('when the record has a qualifier, then it is shown', () => {
    expect(statusCaveat({ confidence: 'high', statusQualifier: 'no route found' })).toBe('no route found');
  });

  it('when confidence is low, then it says not verified, after the qualifier', () => {
    expect(statusCaveat({ confidence: 'low' })).toBe('not verified');
    expect(statusCaveat({ confidence: 'low', statusQualifier: 'no route found' })).toBe('no route found · not verified');
  });
});
