import { formatDateTime } from '../../../lib/format-date.ts';

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/**
 * When a winner won, as players read it: "5 minutes ago", "yesterday" in the visitor's
 * language (`locale`, a BCP 47 tag) for the last week, then the day it was in the brand's
 * time zone ("2026-11-20"). An unreadable date gives "".
 */
export function timeAgo(iso: string, now: Date, locale: string, timeZone?: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  let amount = Math.max(0, Math.round((now.getTime() - at.getTime()) / 1000));
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, next] of units) {
    if (amount < next) return format.format(-amount, unit);
    amount = Math.floor(amount / next);
  }
  return formatDateTime(at, timeZone).slice(0, 10);
}
