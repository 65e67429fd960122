import { dateParts } from '../../../lib/format-date.ts';

/** The record pages' date ranges, as the player picks them. */
export const DATE_PRESETS = ['today', 'yesterday', 'last7', 'last30'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** Days back from today of the first and of the last day of each range. */
const SPANS: Record<DatePreset, [first: number, last: number]> = {
  today: [0, 0],
  yesterday: [1, 1],
  last7: [6, 0],
  last30: [29, 0],
};

/** How far `timeZone`'s wall clock is ahead of UTC at `instant` (ms, negative behind). */
function offsetAt(instant: number, timeZone: string | undefined): number {
  const p = dateParts(new Date(instant), timeZone);
  const wall = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant the calendar day year-month-day starts in `timeZone` (day may run over
 * or under the month: Date.UTC carries it). Asked twice, so a day whose offset differs
 * from the guess's (daylight saving) still lands on its own midnight.
 */
function startOfDay(year: number, month: number, day: number, timeZone?: string): number {
  const wall = Date.UTC(year, month - 1, day);
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return instant;
}

/**
 * The range of `preset` in the brand's time zone, as ISO instants: from the first day's
 * midnight to the last millisecond of the last day. Whole days, so the range (and the
 * query key made of it) stays the same all day long.
 */
export function presetRange(
  preset: DatePreset,
  now: Date,
  timeZone?: string,
): { from: string; to: string } {
  const p = dateParts(now, timeZone);
  const [year, month, day] = [+p.year, +p.month, +p.day];
  const [first, last] = SPANS[preset];
  const from = startOfDay(year, month, day - first, timeZone);
  const to = startOfDay(year, month, day - last + 1, timeZone) - 1;
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

/** A range of the brand's calendar days, both included (YYYY-MM-DD), as the agent reports take it. */
export interface DayRange {
  from: string;
  to: string;
}

const isoDay = (y: number, m: number, d: number) =>
  new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);

/** The days of `preset` in the brand's time zone. */
export function presetDays(preset: DatePreset, now: Date, timeZone?: string): DayRange {
  const p = dateParts(now, timeZone);
  const [year, month, day] = [+p.year, +p.month, +p.day];
  const [first, last] = SPANS[preset];
  return { from: isoDay(year, month, day - first), to: isoDay(year, month, day - last) };
}
