import { describe, expect, it } from 'vitest';
import { checkBeforePromiseReason, isFirmAnswer } from './firm-answer.js';

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
