import { describe, expect, it } from 'vitest';
import { requirementsPreview } from './requirements-preview';

describe('requirementsPreview', () => {
  it('when the requirements are empty or blank, then it reads "No specific requirements"', () => {
    expect(requirementsPreview('')).toBe('No specific requirements');
    expect(requirementsPreview(' \n- \n')).toBe('No specific requirements');
  });

  it('drops the bullet markers, joins the items with "; " and keeps 30 characters then "…"', () => {
    expect(requirementsPreview('- Prior written permission by Meta\n- A licence')).toBe('Prior written permission by Me…');
  });

  it('when the text is 30 characters or fewer, then it is shown whole, without an ellipsis', () => {
    expect(requirementsPreview('- Google certification')).toBe('Google certification');
    expect(requirementsPreview('123456789012345678901234567890')).toBe('123456789012345678901234567890');
    expect(requirementsPreview('1234567890123456789012345678901')).toBe('123456789012345678901234567890…');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(requirementsPreview(`${'é'.repeat(29)}🎲x`)).toBe(`${'é'.repeat(29)}🎲…`);
  });
});
