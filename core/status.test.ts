import { describe, expect, it } from 'vitest';
import { checkerStatusLabel, isPolicyStatus, statusCaveat, statusFromWord, statusLabel } from './status';

describe('the status labels', () => {
  it('every screen names each status in one word (ADR 229): Prohibited, never Not allowed; anything else Unknown', () => {
    expect(statusLabel('allowed')).toBe('Allowed');
    expect(statusLabel('limited')).toBe('Allowed with limitations');
    expect(statusLabel('prohibited')).toBe('Prohibited');
    expect(statusLabel('banned')).toBe('Unknown');
    expect(statusLabel(null)).toBe('Unknown');
  });

  it('the checkers use the same words in spec 001\'s title case, and Policy Status for anything else', () => {
    expect(checkerStatusLabel('allowed')).toBe('Allowed');
    expect(checkerStatusLabel('limited')).toBe('Allowed with Limitations');
    expect(checkerStatusLabel('prohibited')).toBe('Prohibited');
    expect(checkerStatusLabel('custom-publisher')).toBe('Policy Status');
    expect(checkerStatusLabel(undefined)).toBe('Policy Status');
  });

  it('a word names a status by its value, its label or an older word, in any case', () => {
    expect(statusFromWord('prohibited')).toBe('prohibited');
    expect(statusFromWord('Prohibited')).toBe('prohibited');
    expect(statusFromWord(' not ALLOWED ')).toBe('prohibited');
    expect(statusFromWord('Allowed with Limitations')).toBe('limited');
    expect(statusFromWord('Limited')).toBe('limited');
    expect(statusFromWord('Allowed')).toBe('allowed');
    expect(statusFromWord('banned')).toBeNull();
    expect(statusFromWord('')).toBeNull();
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
