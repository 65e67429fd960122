import { dateParts } from '../../lib/format-date.ts';

/*
 * Ranges of the brand's calendar days (YYYY-MM-DD, both ends included), as the reports take
 * them, and the instants a day starts and ends, as the lists' date filters take them. The
 * site's own presets live in a feature the console does not load; these are the console's.
 */

/** The longest range a report covers (the server's limit). */
export const MAX_REPORT_DAYS = 93;

export const DAY_PRESETS = ['today', 'yesterday', 'last7', 'thisMonth', 'lastMonth'] as const;
export type DayPreset = (typeof DAY_PRESETS)[number];

export interface DayRange {
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MS_PER_DAY = 86_400_000;

const isoDay = (y: number, m: number, d: number) =>
  new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  return isoDay(y, m, d) === text;
}

/** The days of a range, both ends counted. */
export const dayCount = (r: DayRange) =>
  Math.round((Date.parse(`${r.to}T00:00:00Z`) - Date.parse(`${r.from}T00:00:00Z`)) / MS_PER_DAY) +
  1;

/** What keeps a range from being asked: a missing day, the wrong order, or too many days. */
export function rangeProblem(r: DayRange): 'missing' | 'order' | 'length' | null {
  if (!isDay(r.from) || !isDay(r.to)) return 'missing';
  if (r.to < r.from) return 'order';
  return dayCount(r) > MAX_REPORT_DAYS ? 'length' : null;
}

/** The days of a preset, by the calendar of `timeZone` (the brand's) at `now`. */
export function presetRange(preset: DayPreset, now: Date, timeZone?: string): DayRange {
  const p = dateParts(now, timeZone);
  const [y, m, d] = [+p.year, +p.month, +p.day];
  const today = isoDay(y, m, d);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: isoDay(y, m, d - 1), to: isoDay(y, m, d - 1) };
    case 'last7':
      return { from: isoDay(y, m, d - 6), to: today };
    case 'thisMonth':
      return { from: isoDay(y, m, 1), to: today };
    case 'lastMonth':
      // Day 0 of this month is the last day of the one before.
      return { from: isoDay(y, m - 1, 1), to: isoDay(y, m, 0) };
  }
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant` (ms). */
function offsetAt(instant: number, timeZone: string | undefined): number {
  const p = dateParts(new Date(instant), timeZone);
  const wall = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a day starts in `timeZone`, in ms. Asked twice, so a day whose offset differs
 * from the first guess's (daylight saving) still lands on its own midnight.
 */
function startOf(day: string, timeZone?: string): number {
  const wall = Date.parse(`${day}T00:00:00Z`);
  const guess = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(guess, timeZone);
}

/** A range of days as instants (ISO): the first day's midnight to the last day's last ms. */
export function rangeInstants(r: Partial<DayRange>, timeZone?: string) {
  const next = (day: string) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    return isoDay(y, m, d + 1);
  };
  return {
    ...(r.from ? { from: new Date(startOf(r.from, timeZone)).toISOString() } : {}),
    ...(r.to ? { to: new Date(startOf(next(r.to), timeZone) - 1).toISOString() } : {}),
  };
}
