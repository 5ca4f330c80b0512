// seed/related-documents.json (the analyzer's document buttons, spec 001): every entry through the schema,
// naming a platform and category of the dataset, each page one of the static documents the build writes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedRelatedDocumentsSchema } from '../core/seed-schema';
import { STATIC_DOCUMENTS } from '../core/static-documents';
import { readSeedDataset, SEED_DIR } from './read-dataset';

const entries = z.array(seedRelatedDocumentsSchema).parse(JSON.parse(readFileSync(join(SEED_DIR, 'related-documents.json'), 'utf8')));
const dataset = readSeedDataset();

describe('the related documents', () => {
  it('name platforms, categories and markets of the dataset, and pages the build writes', () => {
    const pages = new Set(STATIC_DOCUMENTS.map((d) => d.path));
    for (const entry of entries) {
      expect(dataset.platforms.map((p) => p.identifier), entry.platform).toContain(entry.platform);
      expect(dataset.categories.map((c) => c.slug), entry.category).toContain(entry.category);
      if (entry.jurisdiction) expect(dataset.jurisdictions.map((j) => j.code), entry.jurisdiction).toContain(entry.jurisdiction);
      for (const page of entry.pages) expect(pages.has(page.path), page.path).toBe(true);
    }
  });

  it('list a market-specific entry before the same combination in every market, which would hide it', () => {
    entries.forEach((entry, i) => {
      if (!entry.jurisdiction) return;
      const general = entries.findIndex((e) => !e.jurisdiction && e.platform === entry.platform && e.category === entry.category);
      if (general >= 0) expect(general, `${entry.platform} × ${entry.category}`).toBeGreaterThan(i);
    });
  });
});
