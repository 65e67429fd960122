import { dayEnd, dayOf, dayStart } from '../../lib/time-zone.ts';
import type { LotteryGame } from './games.ts';

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
export function drawAfter(game: LotteryGame, zone: string, t: Date): DrawSlot {
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
export function drawsAfter(game: LotteryGame, zone: string, t: Date, count: number): DrawSlot[] {
  const slots: DrawSlot[] = [];
  let at = t;
  for (let i = 0; i < count; i++) {
    const next = drawAfter(game, zone, at);
    slots.push(next);
    at = next.drawAt;
  }
  return slots;
}
