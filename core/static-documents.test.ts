import { describe, expect, it } from 'vitest';
import { readSeedDataset } from '../seed/read-dataset';
import { markdownSection, relatedDocuments, STATIC_DOCUMENTS, staticPageOf } from './static-documents';

describe('the static documents', () => {
  it("are the spec's five pages, each from a seed document that exists (and a section that exists)", () => {
    expect(STATIC_DOCUMENTS.map((d) => d.path)).toEqual([
      '/google_gambling_policy.html',
      '/google_gambling_application.html',
      '/real_money_gaming_undertaking.html',
      '/uk_gambling_commission.html',
      '/documents/times-internet-alcohol-undertaking.html',
    ]);
    const documents = new Map(readSeedDataset().documents.map((d) => [d.key, d.markdown]));
    for (const page of STATIC_DOCUMENTS) {
      expect(documents.has(page.documentKey), page.documentKey).toBe(true);
      expect(markdownSection(documents.get(page.documentKey)!, page.section).length).toBeGreaterThan(50);
    }
  });

  it('a section runs from its heading to the next heading of its level or above', () => {
    const doc = '# Title\n\nIntro.\n\n## A\n\nIn A.\n\n### A.1\n\nDeeper.\n\n## B\n\nIn B.';
    expect(markdownSection(doc, 'A')).toBe('## A\n\nIn A.\n\n### A.1\n\nDeeper.');
    expect(markdownSection(doc, 'B')).toBe('## B\n\nIn B.');
    expect(markdownSection(doc)).toBe(doc);
    expect(() => markdownSection(doc, 'C')).toThrow('no "## C" section');
  });

  it("a document's own page is the whole-document one, not a section's", () => {
    expect(staticPageOf('google-gambling-certification')).toBe('/google_gambling_policy.html');
    expect(staticPageOf('times-internet-alcohol-undertaking')).toBe('/documents/times-internet-alcohol-undertaking.html');
    expect(staticPageOf('asci-crypto-disclaimer')).toBeNull();
  });

  it('finds a section whose heading opens the document or carries trailing spaces', () => {
    expect(markdownSection('## How to apply\n\nStep 1.\n\n## After', 'How to apply')).toBe('## How to apply\n\nStep 1.');
    expect(markdownSection('# T\n\n## How to apply  \r\nStep 1.', 'How to apply')).toBe('## How to apply  \nStep 1.');
  });
});

describe('the related documents of a platform × category × market', () => {
  const entries = [
    { platform: 'google', category: 'rmg', jurisdiction: 'US', pages: [{ label: 'Policy', path: '/p.html' }] },
    { platform: 'google', category: 'rmg', pages: [] },
    { platform: 'facebook', category: 'rmg', pages: [{ label: 'Rules', path: '/r.html' }] },
  ];

  it('the first entry for the market, else the one for every market: its pages, and no View Complete Policy Information', () => {
    expect(relatedDocuments(entries, 'google', 'rmg', 'US')).toEqual({ documents: [{ label: 'Policy', href: '/p.html' }], completePolicyInfo: false });
    expect(relatedDocuments(entries, 'google', 'rmg', 'IN')).toEqual({ documents: [], completePolicyInfo: false });
    expect(relatedDocuments(entries, 'facebook', 'rmg', 'GB')).toEqual({ documents: [{ label: 'Rules', href: '/r.html' }], completePolicyInfo: false });
  });

  it('a combination no entry names: no pages, and View Complete Policy Information', () => {
    expect(relatedDocuments(entries, 'google', 'alcohol', 'US')).toEqual({ documents: [], completePolicyInfo: true });
    expect(relatedDocuments(entries, 'twitter', 'rmg', 'US')).toEqual({ documents: [], completePolicyInfo: true });
  });
});
