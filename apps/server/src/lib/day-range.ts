import { AppError } from './app-error.ts';
import { dayEnd, dayStart } from './time-zone.ts';

/*
 * A range of the brand's days a report covers (the agent centre's, the console's): both
 * days included, checked to be days of the calendar, in order, at most a quarter long.
 */

/** The longest range a report covers: a quarter and a day or two. */
export const MAX_REPORT_DAYS = 93;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** The range with the instants it spans in the brand's zone. */
export interface Days {
  from: string;
  to: string;
  zone: string;
  start: Date;
  end: Date;
}

/**
 * The range asked for, with the instants it spans in the brand's zone; refused (400) when
 * a day is not a real one, or it runs backwards or is longer than a quarter.
 */
export function checkedDays(q: { from: string; to: string }, zone: string): Days {
  // The contract's pattern lets 2026-02-31 through: a day must be one of the calendar.
  for (const day of [q.from, q.to]) {
    if (new Date(dayNumber(day) * DAY_MS).toISOString().slice(0, 10) !== day) {
      throw new AppError('VALIDATION_FAILED', `${day} is not a day of the calendar`);
    }
  }
  const span = dayNumber(q.to) - dayNumber(q.from) + 1;
  if (span < 1) throw new AppError('VALIDATION_FAILED', 'The range ends before it starts');
  if (span > MAX_REPORT_DAYS) {
    throw new AppError('VALIDATION_FAILED', `A range is at most ${MAX_REPORT_DAYS} days`);
  }
  return { from: q.from, to: q.to, zone, start: dayStart(zone, q.from), end: dayEnd(zone, q.to) };
}

/** Every day of the range, in order. */
export function eachDay(d: { from: string; to: string }): string[] {
  const days: string[] = [];
  for (let n = dayNumber(d.from); n <= dayNumber(d.to); n++) {
    days.push(new Date(n * DAY_MS).toISOString().slice(0, 10));
  }
  return days;
}
