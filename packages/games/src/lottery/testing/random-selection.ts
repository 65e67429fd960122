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
 * nearly full and win often). Tickets: one to five, plus `lucky` half the time. Picks come
 * in random order: the checked selection must not depend on it. `rowCap` bounds a row's size
 * where a full board would expand to too many units for a quick test.
 */
export function randomSelection(
  shape: SelectionShape,
  random: () => number,
  lucky?: LotteryPick[],
  rowCap = Number.POSITIVE_INFINITY,
): LotteryPick[][] {
  if (shape.kind === 'tickets') {
    const tickets = new Map<string, LotteryPick[]>();
    if (lucky && random() < 0.5) tickets.set(lucky.join(), lucky);
    for (let n = between(1, 5, random); tickets.size < n; ) {
      const ticket = shape.distinctPicks
        ? sample(shape.options, shape.length, random)
        : Array.from(
            { length: shape.length },
            () => shape.options[between(0, shape.options.length - 1, random)] as LotteryPick,
          );
      tickets.set(ticket.join(), ticket);
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
