// The lines of a markdown list as plain text: the bullet or number marker and surrounding space removed,
// blank lines dropped. Requirements and restrictions in the dataset are such lists.
export function bulletLines(markdown: string): string[] {
  return markdown
    .split('\n')
    .map((line) => line.replace(/^\s*(?:[-*+]|\d+\.)\s+/, '').trim())
    .filter(Boolean);
}
