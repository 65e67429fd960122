import type { LotteryPick, SelectionShape } from '../selection.ts';

/** `count` distinct options in random order (a partial shuffle driven by `random`). */
function sample(
  options: readonly LotteryPick[],
  count: number,
  random: () => number,
): LotteryPick[] {
  const pool = [...options];
  for (let k = 0; k < count; k++) {
    const j = k + Math.floor(random() * (pool.length - k));
    [pool[k], pool[j]] = [pool[j] as LotteryPick, pool[k] as LotteryPick];
  }
  return pool.slice(0, count);
}

const between = (min: number, max: number, random: () => number) =>
  min + Math.floor(random() * (max - min + 1));

/**
 * A random selection that fits the shape (row sizes uniform in their range, so some are
 * nearly full and win often). Tickets: the fewest allowed (at least one) to four more, plus
 * `lucky` half the time. Picks come in random order: the checked selection must not depend
 * on it. `rowCap` bounds a row's size where a full board would expand to too many units for
 * a quick test.
 */
export function randomSelection(
  shape: SelectionShape,
  random: () => number,
  lucky?: LotteryPick[],
  rowCap = Number.POSITIVE_INFINITY,
): LotteryPick[][] {
  if (shape.kind === 'tickets') {
    // Unordered tickets are the same ticket in any order: keyed by their sorted picks.
    const key = (ticket: LotteryPick[]) => (shape.unordered ? [...ticket].sort() : ticket).join();
    const tickets = new Map<string, LotteryPick[]>();
    if (lucky && random() < 0.5) tickets.set(key(lucky), lucky);
    const fewest = Math.max(shape.minTickets ?? 1, 1);
    const most = Math.min(
      fewest + 4,
      shape.maxTickets,
      shape.distinctPicks ? Number.POSITIVE_INFINITY : shape.options.length ** shape.length,
    );
    for (let n = between(fewest, most, random); tickets.size < n; ) {
      const ticket = shape.distinctPicks
        ? sample(shape.options, shape.length, random)
        : Array.from(
            { length: shape.length },
            () => shape.options[between(0, shape.options.length - 1, random)] as LotteryPick,
          );
      tickets.set(key(ticket), ticket);
    }
    return [...tickets.values()];
  }
  for (;;) {
    const rows = shape.rows.map((row) =>
      sample(row.options, between(row.minPicks, Math.min(row.maxPicks, rowCap), random), random),
    );
    if (rows.reduce((n, row) => n + row.length, 0) >= Math.max(shape.minTotal, 1)) return rows;
  }
}
