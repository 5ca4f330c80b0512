import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatLocalDate, formatRelativeTime } from './format-date';

describe('dates in en-US', () => {
  it('shows a dataset date as the same calendar day in any time zone', () => {
    expect(formatCalendarDate('2026-01-05')).toBe('Jan 5, 2026');
    expect(formatCalendarDate('not a date')).toBe('not a date');
  });

  it('writes a dataset date exactly as en-US would, for every month, short and long days, leap days and timestamps', () => {
    const intl = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month++) {
      for (const day of [1, 9, 10, 28]) {
        const iso = `2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        expect(formatCalendarDate(iso), iso).toBe(intl(`${iso}T00:00:00Z`));
      }
    }
    expect(formatCalendarDate('2024-02-29')).toBe('Feb 29, 2024');
    expect(formatCalendarDate('1999-12-31')).toBe(intl('1999-12-31T00:00:00Z'));
    expect(formatCalendarDate('2026-03-15T23:30:00Z')).toBe(intl('2026-03-15T23:30:00Z'));
  });

  it('shows a moment as the local en-US date', () => {
    const iso = '2026-11-23T10:00:00.000Z';
    expect(formatLocalDate(iso)).toBe(new Date(iso).toLocaleDateString('en-US'));
  });

  it('says how long ago a sync was', () => {
    const now = Date.parse('2026-11-23T12:00:00.000Z');
    expect(formatRelativeTime('2026-11-23T11:59:30.000Z', now)).toBe('just now');
    expect(formatRelativeTime('2026-11-23T11:55:00.000Z', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-11-23T09:00:00.000Z', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2026-11-22T11:00:00.000Z', now)).toBe('yesterday');
    expect(formatRelativeTime('2026-11-23T11:55:00.000Z', now, 'narrow')).toBe('5m ago');
    expect(formatRelativeTime('2026-10-01T12:00:00.000Z', now)).toBe(new Date('2026-10-01T12:00:00.000Z').toLocaleDateString('en-US'));
  });
});
