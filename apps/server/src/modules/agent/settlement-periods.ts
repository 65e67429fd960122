import type { ContractKind } from '@gamehall/contract';
import { instantOf, wallAt } from '../../lib/time-zone.ts';

/*
 * The periods contracts settle in (decision 027, product §9), as instants, with no I/O:
 * real-time salary every 5 minutes, hourly salary each hour, daily salary each day and
 * dividends each day, week (from Monday), half month (1st–15th, 16th–end) or month. Hours,
 * days, weeks and months are the brand's, in its time zone.
 */

export type Schedule = '5MIN' | 'HOUR' | 'D' | 'W' | 'H' | 'M';

export interface Period {
  start: Date;
  end: Date;
}

/** What a contract of a kind settles on: salaries by their kind, dividends by their period. */
export function scheduleOf(kind: ContractKind, period: string): Schedule {
  if (kind === 'REALTIME_SALARY') return '5MIN';
  if (kind === 'HOURLY_SALARY') return 'HOUR';
  if (kind === 'DAILY_SALARY') return 'D';
  return period as Schedule;
}

const FIVE_MINUTES = 5 * 60_000;

/** The period of a schedule that contains `t`. */
export function periodAt(schedule: Schedule, t: Date, zone: string): Period {
  if (schedule === '5MIN') {
    const start = Math.floor(t.getTime() / FIVE_MINUTES) * FIVE_MINUTES;
    return { start: new Date(start), end: new Date(start + FIVE_MINUTES) };
  }
  const w = wallAt(zone, t.getTime());
  const [y, m, d] = [w.getUTCFullYear(), w.getUTCMonth(), w.getUTCDate()];
  const span = (
    from: [number, number, number, number?],
    to: [number, number, number, number?],
  ) => ({
    start: instantOf(zone, ...from),
    end: instantOf(zone, ...to),
  });
  switch (schedule) {
    case 'HOUR':
      return span([y, m, d, w.getUTCHours()], [y, m, d, w.getUTCHours() + 1]);
    case 'D':
      return span([y, m, d], [y, m, d + 1]);
    case 'W': {
      const sinceMonday = (w.getUTCDay() + 6) % 7;
      return span([y, m, d - sinceMonday], [y, m, d - sinceMonday + 7]);
    }
    case 'H':
      return d <= 15 ? span([y, m, 1], [y, m, 16]) : span([y, m, 16], [y, m + 1, 1]);
    case 'M':
      return span([y, m, 1], [y, m + 1, 1]);
  }
}

/** The period after `p`. */
export const nextPeriod = (schedule: Schedule, p: Period, zone: string) =>
  periodAt(schedule, p.end, zone);
