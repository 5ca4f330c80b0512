// The static documents of spec 001 (opened in a new tab by the analyzer's and the result panel's buttons),
// each generated at build time from a seed document (web/build/static-documents.ts) and precached, so they open
// offline. `section`: only that `##` section of the document (the application steps of the guidance).
export interface StaticDocument {
  path: string;
  documentKey: string;
  title: string;
  section?: string;
}

export const STATIC_DOCUMENTS: readonly StaticDocument[] = [
  { path: '/google_gambling_policy.html', documentKey: 'google-gambling-certification', title: 'Google Ads gambling and games policy' },
  { path: '/google_gambling_application.html', documentKey: 'google-gambling-certification', title: 'Applying for Google’s gambling and games certification', section: 'How to apply' },
  { path: '/real_money_gaming_undertaking.html', documentKey: 'rmg-advertiser-undertaking', title: 'Real money gaming advertiser undertaking' },
  { path: '/uk_gambling_commission.html', documentKey: 'uk-gambling-advertising-rules', title: 'UK gambling advertising rules' },
  { path: '/documents/times-internet-alcohol-undertaking.html', documentKey: 'times-internet-alcohol-undertaking', title: 'Publisher alcohol brand-extension undertaking' },
];

/** The static page of a seed document (the whole document, not a section), if it has one. */
export function staticPageOf(documentKey: string): string | null {
  return STATIC_DOCUMENTS.find((d) => d.documentKey === documentKey && !d.section)?.path ?? null;
}

/** Only the `## {title}` section of a markdown document (its heading included); the whole text without a title. */
export function markdownSection(markdown: string, title?: string): string {
  if (!title) return markdown;
  const lines = markdown.split(/\r?\n/);
  const start = lines.findIndex((l) => l.trim() === `## ${title}`);
  if (start < 0) throw new Error(`The document has no "## ${title}" section.`);
  const end = lines.findIndex((l, i) => i > start && /^#{1,2}\s/.test(l));
  return lines.slice(start, end < 0 ? undefined : end).join('\n').trim();
}

/** The first entry naming this platform × category and this market or every market (seed/related-documents.json). */
export function relatedDocuments(
  entries: readonly { platform: string; category: string; jurisdiction?: string; pages: readonly { label: string; path: string }[] }[],
  platform: string,
  category: string,
  jurisdiction: string,
): { documents: { label: string; href: string }[]; completePolicyInfo: boolean } {
  const entry = entries.find((e) => e.platform === platform && e.category === category && (!e.jurisdiction || e.jurisdiction === jurisdiction));
  if (!entry) return { documents: [], completePolicyInfo: true };
  return { documents: entry.pages.map((p) => ({ label: p.label, href: p.path })), completePolicyInfo: false };
}
