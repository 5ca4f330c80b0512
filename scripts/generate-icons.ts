// Renders the app icons in web/public/icons/ from one SVG drawing (the favicon's shield and check) with
// the system Chromium: 192 and 512 px "any" icons on a rounded tile, 512 px maskable (full bleed, the
// mark inside the 80 % safe zone) and a 180 px Apple touch icon. Run: npx tsx scripts/generate-icons.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const OUT = join(import.meta.dirname, '../web/public/icons');
const NAVY = '#1e3a8a';

/** The mark on a 64-unit grid, scaled by `scale` around the centre. */
const mark = (scale: number) => `
  <g transform="translate(32 32) scale(${scale}) translate(-32 -32)">
    <path d="M32 12 16 18v12c0 10.5 6.8 19.6 16 22 9.2-2.4 16-11.5 16-22V18L32 12Z" fill="#fff"/>
    <path d="m25 32 5 5 10-11" fill="none" stroke="${NAVY}" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>
  </g>`;

const svgs: Record<string, { size: number; svg: string }> = {
  'icon-192.png': { size: 192, svg: `<rect width="64" height="64" rx="14" fill="${NAVY}"/>${mark(1.05)}` },
  'icon-512.png': { size: 512, svg: `<rect width="64" height="64" rx="14" fill="${NAVY}"/>${mark(1.05)}` },
  // Maskable: the platform crops to any shape inside the full square; keep the mark within the safe zone.
  'maskable-512.png': { size: 512, svg: `<rect width="64" height="64" fill="${NAVY}"/>${mark(0.78)}` },
  'apple-touch-icon-180.png': { size: 180, svg: `<rect width="64" height="64" fill="${NAVY}"/>${mark(0.9)}` },
};

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  mkdirSync(OUT, { recursive: true });
  const page = await browser.newPage();
  for (const [file, { size, svg }] of Object.entries(svgs)) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block}</style>` +
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}">${svg}</svg>`,
    );
    writeFileSync(join(OUT, file), await page.screenshot({ omitBackground: true, type: 'png' }));
    console.log(`wrote web/public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
