// Dates as the spec shows them: en-US (spec 000 §9).

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A calendar date from the dataset (YYYY-MM-DD), shown as e.g. "Jan 5, 2026" whatever the device's time zone:
 * en-US's short date, written out here because toLocaleDateString sets up a date formatter on every call,
 * milliseconds each on a phone, and the first answer on a reload formats one for each card.
 */
export function formatCalendarDate(isoDate: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? `${isoDate}T00:00:00Z` : isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** A moment (ISO timestamp), as the device's local date: e.g. "11/23/2026". */
export function formatLocalDate(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  return Number.isNaN(date.getTime()) ? isoTimestamp : date.toLocaleDateString('en-US');
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "just now", "5 minutes ago", "yesterday" — or the en-US date beyond a week. */
export function formatRelativeTime(isoTimestamp: string, now: number = Date.now(), style: 'long' | 'narrow' = 'long'): string {
  const then = new Date(isoTimestamp).getTime();
  if (Number.isNaN(then)) return isoTimestamp;
  const elapsed = now - then;
  if (elapsed < 60_000) return 'just now';
  if (elapsed > 7 * 86_400_000) return formatLocalDate(isoTimestamp);
  const format = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto', style });
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  }
  return 'just now';
}

/** A moment as the device's local date and time: e.g. "11/23/2026, 1:14 PM". */
export function formatLocalDateTime(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  return Number.isNaN(date.getTime()) ? isoTimestamp : date.toLocaleString('en-US', { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}
