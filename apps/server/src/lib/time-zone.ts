/*
 * Wall clocks of IANA time zones, with no I/O: the brand's days, hours and months as
 * instants (the settlement's periods, the reports' day ranges), computed once in the
 * process so a query gets plain timestamptz bounds the planner can estimate.
 */

/** The zone's offset from UTC at `t` (ms since the epoch), in ms (positive east of Greenwich). */
function offsetMs(zone: string, t: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(t));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return wall - Math.floor(t / 1000) * 1000;
}

/** The zone's wall-clock reading at `t` (read it with getUTC…). */
export const wallAt = (zone: string, t: number) => new Date(t + offsetMs(zone, t));

/**
 * The instant the zone's clock shows this wall time (month 0-based; Date.UTC's overflow
 * rules apply, so day 32 is the next month's 1st). A wall time shown twice (clocks set
 * back) is its later showing; one skipped by a jump forward is read with the offset
 * before the jump, as PostgreSQL reads it — a skipped midnight is the instant of the jump,
 * when the day begins.
 */
export function instantOf(zone: string, y: number, month: number, day: number, hour = 0): Date {
  const wall = Date.UTC(y, month, day, hour);
  // The offset at the answer may differ from the offset at the first guess (DST).
  const offset = offsetMs(zone, wall - offsetMs(zone, wall));
  const t = wall - offset;
  const there = offsetMs(zone, t);
  if (there === offset) return new Date(t);
  return new Date(wall - Math.min(offset, there));
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant the zone's calendar day `day` (YYYY-MM-DD) begins. */
export function dayStart(zone: string, day: string): Date {
  const m = DAY.exec(day);
  if (!m) throw new Error(`not a calendar day: ${day}`);
  return instantOf(zone, Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

/** The instant the zone's calendar day `day` ends: the next day's start. */
export function dayEnd(zone: string, day: string): Date {
  const m = DAY.exec(day);
  if (!m) throw new Error(`not a calendar day: ${day}`);
  return instantOf(zone, Number(m[1]), Number(m[2]) - 1, Number(m[3]) + 1);
}

/** The zone's calendar day (YYYY-MM-DD) at the instant `t`. */
export const dayOf = (zone: string, t: Date) =>
  wallAt(zone, t.getTime()).toISOString().slice(0, 10);

/**
 * The zone's calendar days [from, to) covers when both ends are midnights of the zone
 * (`days.first` … `days.last`, both included), or null when the window starts or ends
 * inside a day (or is empty).
 */
export function wholeDays(
  zone: string,
  from: Date,
  to: Date,
): { first: string; last: string } | null {
  if (to.getTime() <= from.getTime()) return null;
  const first = dayOf(zone, from);
  if (dayStart(zone, first).getTime() !== from.getTime()) return null;
  const end = dayOf(zone, to);
  if (dayStart(zone, end).getTime() !== to.getTime()) return null;
  const last = dayOf(zone, new Date(to.getTime() - 1));
  return { first, last };
}
