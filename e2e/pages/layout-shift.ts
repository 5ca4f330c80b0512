// Cumulative layout shift as the page itself observes it (PerformanceObserver, type layout-shift): shifts
// right after user input do not count, as in the CLS metric. Install before the page loads.
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __layoutShift?: { total: number; shifts: { value: number; sources: string[] }[] };
  }
}

export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record: NonNullable<Window['__layoutShift']> = { total: 0, shifts: [] };
    window.__layoutShift = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
        if (entry.hadRecentInput) continue;
        record.total += entry.value;
        record.shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node?.nodeName))),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export async function layoutShifts(page: Page): Promise<NonNullable<Window['__layoutShift']>> {
  return page.evaluate(() => window.__layoutShift ?? { total: 0, shifts: [] });
}
