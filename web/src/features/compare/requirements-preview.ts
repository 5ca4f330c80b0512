// The short requirements line of a compare cell (spec 000: cut to 30 characters with an ellipsis; empty
// reads 'No specific requirements'). Requirements are markdown bullet lists; the markers are dropped and
// the items joined, so the 30 characters are words, not "- " noise.
export const REQUIREMENTS_PREVIEW_LENGTH = 30;
export const NO_REQUIREMENTS = 'No specific requirements';

export function requirementsPreview(markdown: string): string {
  const text = markdown
    .split('\n')
    .map((line) => line.replace(/^\s*[-*+]\s+/, '').trim())
    .filter(Boolean)
    .join('; ');
  if (!text) return NO_REQUIREMENTS;
  // By characters, not UTF-16 units, so an emoji or accented letter is never cut in half.
  const characters = [...text];
  return characters.length > REQUIREMENTS_PREVIEW_LENGTH ? `${characters.slice(0, REQUIREMENTS_PREVIEW_LENGTH).join('')}…` : text;
}
