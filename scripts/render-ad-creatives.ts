// Renders the labelled ad creatives (fixtures/ad-creatives/creatives.ts, the tuning split, and held-out.ts) to images with the system Chromium,
// one device pixel per CSS pixel, and writes fixtures/ad-creatives/<id>.png and manifest.json (the
// creatives without their HTML, plus file, width, height and bytes) for the analyzer's tests and benchmark.
// Every request is refused, so a design can only use what the page itself carries. Run after editing a creative:
//   npx tsx scripts/render-ad-creatives.ts
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CREATIVE_CATEGORIES, CREATIVES, RULE_IDS, type AdCreative, type ManifestEntry } from '../fixtures/ad-creatives/creatives.js';
import { EIGHTH_ROUND_CREATIVES } from '../fixtures/ad-creatives/eighth-round.js';
import { ELEVENTH_ROUND_CREATIVES } from '../fixtures/ad-creatives/eleventh-round.js';
import { FIFTH_ROUND_CREATIVES } from '../fixtures/ad-creatives/fifth-round.js';
import { FOURTH_ROUND_CREATIVES } from '../fixtures/ad-creatives/fourth-round.js';
import { HELD_OUT_CREATIVES } from '../fixtures/ad-creatives/held-out.js';
import { NINTH_ROUND_CREATIVES } from '../fixtures/ad-creatives/ninth-round.js';
import { SECOND_ROUND_CREATIVES } from '../fixtures/ad-creatives/second-round.js';
import { SEVENTH_ROUND_CREATIVES } from '../fixtures/ad-creatives/seventh-round.js';
import { SIXTH_ROUND_CREATIVES } from '../fixtures/ad-creatives/sixth-round.js';
import { TENTH_ROUND_CREATIVES } from '../fixtures/ad-creatives/tenth-round.js';
import { THIRD_ROUND_CREATIVES } from '../fixtures/ad-creatives/third-round.js';
import { THIRTEENTH_ROUND_CREATIVES } from '../fixtures/ad-creatives/thirteenth-round.js';
import { TWELFTH_ROUND_CREATIVES } from '../fixtures/ad-creatives/twelfth-round.js';

const OUT = join(import.meta.dirname, '../fixtures/ad-creatives');
const MAX_BYTES = 250 * 1024;
const SIZES = ['1200x628', '1080x1080'];
const DEVANAGARI = /[\u0900-\u097f]/;

/** The labels must be usable as test expectations: a broken one fails the run before anything is drawn. */
function assertCreativeSet(creatives: AdCreative[]): void {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const c of creatives) {
    const say = (problem: string) => problems.push(`${c.id}: ${problem}`);
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(c.id)) say('id is not kebab-case');
    if (ids.has(c.id)) say('duplicate id');
    ids.add(c.id);
    if (!SIZES.includes(c.size.join('x'))) say(`size ${c.size.join('×')} is not one of ${SIZES.join(', ')}`);
    for (const rule of [...c.mustFind, ...c.mustNotFind]) if (!(RULE_IDS as readonly string[]).includes(rule)) say(`unknown rule id ${rule}`);
    const both = c.mustFind.filter((rule) => c.mustNotFind.includes(rule));
    if (both.length) say(`${both.join(', ')} both must and must not be found`);
    if (c.compliant && c.mustFind.length) say('a compliant ad with rules that must be found');
    if (!c.compliant && !c.mustFind.length) say('a non-compliant ad with nothing that must be found');
    if (c.injected !== c.mustFind.includes('injected-instructions')) say('injected and mustFind injected-instructions disagree');
    if (c.expectedCategory === 'none' && c.expectedProduct !== null) say('a product without a category');
    if (c.checkedAs === c.expectedCategory) say('checkedAs repeats the expected category: leave it out');
    if (/https?:|@import|url\(|<img|<link|<script/i.test(c.html)) say('the HTML references something outside the page');
  }
  for (const category of CREATIVE_CATEGORIES) {
    const of = creatives.filter((c) => c.expectedCategory === category);
    const min = category === 'none' ? 8 : 6;
    if (of.length < min) problems.push(`${category}: ${of.length} creatives, at least ${min} wanted`);
    if (category !== 'none' && !(of.some((c) => c.compliant) && of.some((c) => !c.compliant))) problems.push(`${category}: needs compliant and non-compliant ads`);
  }
  if (creatives.filter((c) => c.injected).length < 3) problems.push('fewer than 3 creatives with injected instructions');
  if (creatives.length < 100) problems.push(`${creatives.length} creatives, at least 100 wanted`);
  if (creatives.filter((c) => DEVANAGARI.test(c.text)).length < 8) problems.push('fewer than 8 creatives in Hindi');
  const heldOut = creatives.filter((c) => c.split === 'held-out');
  if (heldOut.length < 35) problems.push(`${heldOut.length} held-out creatives, at least 35 wanted`);
  if (!heldOut.some((c) => DEVANAGARI.test(c.text))) problems.push('no Hindi creative in the held-out split');
  for (const category of CREATIVE_CATEGORIES) if (!heldOut.some((c) => c.expectedCategory === category)) problems.push(`no held-out ${category} creative`);
  if (problems.length) throw new Error(`The creatives' labels are inconsistent:\n  ${problems.join('\n  ')}`);
}

/** The creative's labels without its HTML, file facts first (a reader scanning the JSON sees which image). */
function manifestEntry(c: AdCreative, file: string, bytes: number): ManifestEntry {
  const [width, height] = c.size;
  return {
    id: c.id, file, width, height, bytes, size: c.size,
    platform: c.platform, jurisdiction: c.jurisdiction, expectedCategory: c.expectedCategory, ...(c.checkedAs ? { checkedAs: c.checkedAs } : {}),
    expectedProduct: c.expectedProduct, compliant: c.compliant, split: c.split, mustFind: c.mustFind, mustNotFind: c.mustNotFind, injected: c.injected, smallPrint: c.smallPrint, text: c.text,
  };
}

/** Draws one creative; refuses it when any text leaves the canvas (clipped words would read as missing). */
async function renderCreative(browser: Browser, creative: AdCreative): Promise<Buffer> {
  const [width, height] = creative.size;
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  try {
    await context.route('**/*', (route) => route.abort());
    const page = await context.newPage();
    await page.setContent(creative.html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const clipped = await page.evaluate(() => {
      const out: string[] = [];
      for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
        const ownText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
        if (!ownText) continue;
        const r = el.getBoundingClientRect();
        if (r.left < 0 || r.top < 0 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5)
          out.push(`"${el.textContent?.trim().slice(0, 40)}" at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`);
      }
      return out;
    });
    if (clipped.length) throw new Error(`${creative.id}: text outside the ${width}×${height} canvas: ${clipped.join('; ')}`);
    return await page.screenshot({ type: 'png' });
  } finally {
    await context.close();
  }
}

const began = performance.now();
const ALL = [...CREATIVES, ...SECOND_ROUND_CREATIVES, ...THIRD_ROUND_CREATIVES, ...FOURTH_ROUND_CREATIVES, ...FIFTH_ROUND_CREATIVES, ...SIXTH_ROUND_CREATIVES, ...SEVENTH_ROUND_CREATIVES, ...EIGHTH_ROUND_CREATIVES, ...NINTH_ROUND_CREATIVES, ...TENTH_ROUND_CREATIVES, ...ELEVENTH_ROUND_CREATIVES, ...TWELFTH_ROUND_CREATIVES, ...THIRTEENTH_ROUND_CREATIVES, ...HELD_OUT_CREATIVES];
assertCreativeSet(ALL);
// A creative renamed or removed must not leave its old image behind.
for (const file of readdirSync(OUT)) if (/\.(png|jpg)$/.test(file)) rmSync(join(OUT, file));

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const manifest: ManifestEntry[] = [];
try {
  for (const creative of ALL) {
    const image = await renderCreative(browser, creative);
    const file = `${creative.id}.png`;
    writeFileSync(join(OUT, file), image);
    manifest.push(manifestEntry(creative, file, image.length));
  }
} finally {
  await browser.close();
}
writeFileSync(join(OUT, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

console.table(
  manifest.map((m) => ({
    id: m.id,
    size: `${m.width}×${m.height}`,
    category: m.expectedCategory,
    split: m.split,
    market: `${m.platform}/${m.jurisdiction}`,
    compliant: m.compliant,
    mustFind: m.mustFind.join(' ') || '—',
    KB: Math.round(m.bytes / 1024),
  })),
);
const oversize = manifest.filter((m) => m.bytes > MAX_BYTES);
if (oversize.length) {
  console.error(`over the ${MAX_BYTES / 1024} KB budget (simplify the design): ${oversize.map((m) => m.id).join(', ')}`);
  process.exitCode = 1;
}
console.log(`wrote ${manifest.length} images and fixtures/ad-creatives/manifest.json in ${((performance.now() - began) / 1000).toFixed(1)} s`);
