import { dayEnd, dayOf, dayStart, instantOf } from '../../lib/time-zone.ts';
import { type AnyLotteryGame, isRegional, type LotteryGame, type RegionalGame } from './games.ts';

/**
 * When a game's draws happen (no I/O): draw n of a brand day (n = 1, 2, …) is at the day's
 * start + n × the game's minutes, its issue `YYYYMMDD-nnnn`; it takes bets from the draw
 * before it until `cutoffSeconds` before its own. A day of 23 or 25 hours (clocks changed)
 * has fewer or more draws; the last one falls at or before the next day's start.
 */
export interface DrawSlot {
  issue: string;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
}

const MINUTE = 60_000;

function slot(game: LotteryGame, day: string, n: number, start: Date): DrawSlot {
  const every = game.everyMinutes * MINUTE;
  const drawAt = new Date(start.getTime() + n * every);
  return {
    issue: `${day.replaceAll('-', '')}-${String(n).padStart(4, '0')}`,
    opensAt: new Date(drawAt.getTime() - every),
    closesAt: new Date(drawAt.getTime() - game.cutoffSeconds * 1000),
    drawAt,
  };
}

/** The draw whose betting window holds `t` (the next draw after `t`). */
export function drawAfter(game: AnyLotteryGame, zone: string, t: Date): DrawSlot {
  if (isRegional(game)) return calendarDrawAfter(game, t);
  const day = dayOf(zone, t);
  const start = dayStart(zone, day);
  const n = Math.floor((t.getTime() - start.getTime()) / (game.everyMinutes * MINUTE)) + 1;
  const next = slot(game, day, n, start);
  // Past the day's last draw (a day not a whole number of draws long): the next day's first.
  if (next.drawAt.getTime() > dayEnd(zone, day).getTime()) {
    const following = dayOf(zone, dayEnd(zone, day));
    return slot(game, following, 1, dayStart(zone, following));
  }
  return next;
}

/** The next `count` draws after `t`, in order. */
export function drawsAfter(game: AnyLotteryGame, zone: string, t: Date, count: number): DrawSlot[] {
  const slots: DrawSlot[] = [];
  let at = t;
  for (let i = 0; i < count; i++) {
    const next = drawAfter(game, zone, at);
    slots.push(next);
    at = next.drawAt;
  }
  return slots;
}

/** How far a calendar is searched for its next draw: every calendar draws within it. */
const CALENDAR_SEARCH_DAYS = 40;
const DAY_MS = 86_400_000;

/** The regional game's draw on calendar day y-m-d of its zone (month 0-based), if it has one. */
function calendarDraw(game: RegionalGame, y: number, m: number, d: number): Date | null {
  const { calendar: c } = game;
  const date = new Date(Date.UTC(y, m, d));
  const drawsThatDay = c.weekdays
    ? c.weekdays.includes(date.getUTCDay())
    : (c.monthDays ?? []).includes(date.getUTCDate());
  if (!drawsThatDay) return null;
  return new Date(instantOf(c.zone, y, m, d, c.hour).getTime() + c.minute * 60_000);
}

/** The regional game's draws around `t` in its calendar's zone, in order (`step` ±1 day). */
function calendarDraws(game: RegionalGame, t: Date, step: 1 | -1) {
  const start = new Date(`${dayOf(game.calendar.zone, t)}T00:00:00Z`).getTime();
  const found: Date[] = [];
  for (let i = -1; i <= CALENDAR_SEARCH_DAYS; i++) {
    const day = new Date(start + step * i * DAY_MS);
    const at = calendarDraw(game, day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
    if (at) found.push(at);
  }
  return found;
}

/**
 * A regional game's next draw after `t`, on its own calendar and zone (decision 032): its
 * issue is the draw's date there (YYYYMMDD); it takes bets from the draw before it.
 */
export function calendarDrawAfter(game: RegionalGame, t: Date): DrawSlot {
  const drawAt = calendarDraws(game, t, 1).find((at) => at.getTime() > t.getTime());
  if (!drawAt) throw new Error(`${game.code} has no draw in ${CALENDAR_SEARCH_DAYS} days`);
  const before = calendarDraws(game, drawAt, -1).find((at) => at.getTime() < drawAt.getTime());
  return {
    issue: dayOf(game.calendar.zone, drawAt).replaceAll('-', ''),
    opensAt: before ?? new Date(drawAt.getTime() - DAY_MS),
    closesAt: new Date(drawAt.getTime() - game.cutoffSeconds * 1000),
    drawAt,
  };
}
