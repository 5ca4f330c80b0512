// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown, parseMarkdownBlocks } from './markdown';

afterEach(cleanup);

describe('the dataset markdown', () => {
  it('parses headings, paragraphs, bullet and numbered lists, continuation lines and one nested level', () => {
    expect(parseMarkdownBlocks('# Title\n\nOne\nline.\n\n- a\n  more of a\n  - nested\n- b\n\n1. first\n2. second')).toEqual([
      { kind: 'heading', depth: 1, text: 'Title' },
      { kind: 'paragraph', text: 'One line.' },
      { kind: 'list', ordered: false, items: [{ text: 'a more of a', nested: false }, { text: 'nested', nested: true }, { text: 'b', nested: false }] },
      { kind: 'list', ordered: true, items: [{ text: 'first', nested: false }, { text: 'second', nested: false }] },
    ]);
  });

  it('keeps a block quote (a document\'s notice) apart, its lines joined, and renders it as one', () => {
    expect(parseMarkdownBlocks('> **Current position:** no ads\n> for money games.\n\nDate: ___')).toEqual([
      { kind: 'quote', text: '**Current position:** no ads for money games.' },
      { kind: 'paragraph', text: 'Date: ___' },
    ]);
    const { container } = render(<Markdown source={'> **Note:** read this'} />);
    expect(container.querySelector('blockquote')?.textContent).toBe('Note: read this');
    expect(container.querySelector('blockquote strong')?.textContent).toBe('Note:');
  });

  it('renders bold, italic and https links, never HTML from the text', () => {
    const { container } = render(<Markdown source={'**Bold** and *it* and [a link](https://example.com/x) <img src=x onerror=alert(1)>'} />);
    expect(container.querySelector('strong')?.textContent).toBe('Bold');
    expect(container.querySelector('em')?.textContent).toBe('it');
    const link = container.querySelector('a')!;
    expect([link.textContent, link.getAttribute('href'), link.getAttribute('rel')]).toEqual(['a link', 'https://example.com/x', 'noopener noreferrer']);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('shows backslash-escaped characters as the characters (an escaped publisher name), never as markup', () => {
    const { container } = render(<Markdown source={'# News\\-Co Pvt\\. Ltd\\.\n\nTo: **News\\-Co \\*Ltd\\***, \\[not a link\\](https://x.example) and \\*not italic\\*'} />);
    expect(container.querySelector('h3')?.textContent).toBe('News-Co Pvt. Ltd.');
    expect(container.querySelector('strong')?.textContent).toBe('News-Co *Ltd*');
    expect(container.querySelector('p')?.textContent).toBe('To: News-Co *Ltd*, [not a link](https://x.example) and *not italic*');
    expect(container.querySelector('a, em')).toBeNull();
  });

  it('leaves out a leading title when asked and maps heading depths onto the page outline', () => {
    const { container } = render(<Markdown source={'# Doc\n\n## Part\n\n### Sub'} skipTitle headingLevel={3} />);
    expect([...container.querySelectorAll('h3, h4, h5')].map((h) => `${h.tagName}:${h.textContent}`)).toEqual(['H3:Part', 'H4:Sub']);
  });

  it('shows a line of a bold label and items joined by " · " as that label and a row of badges', () => {
    expect(parseMarkdownBlocks('**Applies to:** Restricted game types · State restrictions apply\n\n**Not tags:** one item')).toEqual([
      { kind: 'tags', label: 'Applies to', tags: ['Restricted game types', 'State restrictions apply'] },
      { kind: 'paragraph', text: '**Not tags:** one item' },
    ]);
    // Each badge says what the document says (escapes read as text): the labels' wording is the seed's.
    const { getByRole } = render(<Markdown source={'**Applies to:** Age 18\\+ · In the US'} />);
    expect(within(getByRole('list', { name: 'Applies to' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Age 18+', 'In the US']);
  });

  it("shows the sample undertaking's badges as the spec names them (spec 001: the sample-undertaking section)", () => {
    const undertaking = readFileSync(join(import.meta.dirname, '../../../../seed/documents/rmg-advertiser-undertaking.md'), 'utf8');
    const { getByRole } = render(<Markdown source={undertaking} />);
    const badges = within(getByRole('list', { name: 'Applies to' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(badges).toEqual(['Restricted Game Types', 'State Restrictions Apply', 'Undertaking Required', 'Disclaimers Required']);
  });

  it('does not turn a javascript: link into a link', () => {
    const { container } = render(<Markdown source={'[click](javascript:alert(1))'} />);
    expect(container.querySelector('a')).toBeNull();
  });
});
