import { describe, expect, it } from 'vitest';
import { renderStaticDocument } from './static-document';

describe('a static document page', () => {
  const page = (over: Partial<Parameters<typeof renderStaticDocument>[0]> = {}) =>
    renderStaticDocument({ title: 'UK gambling rules', markdown: '# UK gambling rules\n\n> Notice\n\n- **Licence** needed\n\n<script>alert(1)</script>', sourceUrl: 'https://www.asa.org.uk/x', appName: 'AdPolicy Compass', ...over });

  it('is a whole page: its title, the document (its own title left out), the source and a way back to the app', () => {
    const html = page();
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<title>UK gambling rules | AdPolicy Compass</title>');
    expect(html.match(/UK gambling rules<\/h[12]>/g)).toEqual(['UK gambling rules</h1>']);
    expect(html).toContain('<blockquote');
    expect(html).toContain('<strong>Licence</strong>');
    expect(html).toContain('<a href="https://www.asa.org.uk/x" rel="noopener noreferrer">www.asa.org.uk</a>');
    expect(html).toContain('<a href="/">Back to the policy checker</a>');
  });

  it('runs nothing: no script element, text from the document escaped, titles escaped', () => {
    const html = page({ title: 'A <b>bold</b> title' });
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<h1>A &#60;b&#62;bold&#60;/b&#62; title</h1>');
  });

  it('a sample without a source says it is one', () => {
    expect(page({ sourceUrl: null })).toContain('A sample written for this tool. Not legal advice');
  });
});
