import { describe, expect, it } from 'vitest';
import { builderHref, demoMode } from './demo-mode';

describe('the publisher demo', () => {
  it('is CUSTOM for a name containing "times internet" (any case), TEMPLATE above 2 characters, none otherwise', () => {
    expect(demoMode('Times Internet Ltd')).toBe('CUSTOM');
    expect(demoMode('the TIMES INTERNET group')).toBe('CUSTOM');
    expect(demoMode('Acme')).toBe('TEMPLATE');
    expect(demoMode('Abc')).toBe('TEMPLATE');
    expect(demoMode('Ab')).toBeNull();
    expect(demoMode('  ab  ')).toBeNull();
    expect(demoMode('')).toBeNull();
  });

  it('opens the builder with the name and market filled in', () => {
    expect(builderHref('Acme & Co', 'US')).toBe('/publisher-policy-builder?publisher=Acme+%26+Co&jurisdiction=US');
    expect(builderHref('', '')).toBe('/publisher-policy-builder');
  });
});
