// A seed document as a standalone HTML page (built by web/build/static-documents.ts): the document rendered by the
// app's own Markdown component (no HTML from the text ever reaches the page), its source, and a way back to
// the app. No script; styles inline, so the page stands on its own offline and in print.
import { renderToStaticMarkup } from 'react-dom/server';
import { Markdown } from '../components/ui/markdown';

const STYLE = `
body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
header,main,footer{max-width:46rem;margin:0 auto;padding:1rem 1.25rem}
header a{color:#1e3a8a;font-weight:700;text-decoration:none}
main{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem}
h1{font-size:1.6rem;line-height:1.25;margin:.25rem 0 1rem}
h2,h3,h4{font-size:1.05rem;margin:1.25rem 0 .25rem}
blockquote{margin:0;padding:.5rem .75rem;border-left:4px solid #fcd34d;background:#fef3c7;border-radius:0 .375rem .375rem 0}
a{color:#1e3a8a}
ul[aria-label]{display:inline-flex;flex-wrap:wrap;gap:.375rem;list-style:none;margin:0 0 0 .5rem;padding:0;vertical-align:middle}
ul[aria-label] li{border:1px solid #cbd5e1;border-radius:9999px;padding:0 .625rem;font-size:.8rem;font-weight:600}
.source,footer{font-size:.875rem;color:#475569}
@media print{body{background:#fff}header,footer{display:none}main{border:0;padding:0}@page{size:A4;margin:18mm}}
`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderStaticDocument({ title, markdown, sourceUrl, appName }: { title: string; markdown: string; sourceUrl: string | null; appName: string }): string {
  const body = renderToStaticMarkup(<Markdown source={markdown} headingLevel={2} skipTitle={markdown.trimStart().startsWith('# ')} />);
  const source = sourceUrl
    ? `<p class="source">Written in our own words from <a href="${escapeHtml(sourceUrl)}" rel="noopener noreferrer">${escapeHtml(new URL(sourceUrl).hostname)}</a>. Not legal advice.</p>`
    : '<p class="source">A sample written for this tool. Not legal advice: have your legal team review it before use.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | ${escapeHtml(appName)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><a href="/">${escapeHtml(appName)}</a></header>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
${source}
</main>
<footer><a href="/">Back to the policy checker</a></footer>
</body>
</html>
`;
}
