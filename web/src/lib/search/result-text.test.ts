import { describe, expect, it } from 'vitest';
import { markdownAsPlainText } from './result-text';

describe('a result card shows requirements as plain lines', () => {
  it('when they are a markdown list, then each item reads as a bullet, never a raw "- "', () => {
    expect(markdownAsPlainText('- Google certification (US)\n- FinCEN registration **and** a state licence\n\n* 18+ only')).toBe(
      '• Google certification (US)\n• FinCEN registration and a state licence\n• 18+ only',
    );
  });

  it('when they hold headings, emphasis, links and escapes, then only their text is left', () => {
    expect(markdownAsPlainText('## Licences\n> Apply *before* launch at [the form](https://example.com/apply) for Acme\\. Media')).toBe(
      'Licences\nApply before launch at the form for Acme. Media',
    );
  });

  it('when there are none, then the text is empty (the card has no Requirements line)', () => {
    expect(markdownAsPlainText('')).toBe('');
    expect(markdownAsPlainText('\n  \n')).toBe('');
  });
});
