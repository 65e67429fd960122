import { describe, expect, it } from 'vitest';
import { choose } from './combinatorics.ts';
import type { LotteryDraw, LotteryFamily } from './draws.ts';
import { PAYOUT_TABLES, PRIZE_MODES, PRIZE_REFERENCE_UNIT } from './payout-tables.ts';
import type { PlayType } from './play-type.ts';
import { E_LOTTERY_PLAY_TYPES, type LotteryPlayTypeId } from './play-types.ts';
import { range, type Selection, type SelectionShape } from './selection.ts';

/**
 * Every play type's house edge under every payout table, exactly: a bet's expected win
 * over every equally likely draw (or every class of draws that pays alike, with its
 * weight), against its stake. Each must lie in (0, 20%). The regional play types are
 * priced in regional-house-edge.test.ts.
 */
type WeightedDraws = (selection: Selection) => Iterable<[LotteryDraw, bigint]>;

function orderedDraws(pool: number, picks: number, low: number): number[][] {
  if (picks === 0) return [[]];
  return orderedDraws(pool, picks - 1, low).flatMap((prefix) =>
    range(low, low + pool - 1)
      .filter((x) => !prefix.includes(x))
      .map((x) => [...prefix, x]),
  );
}

const SSC_DRAWS = range(0, 99_999).map(
  (n): LotteryDraw => ({
    family: 'SSC',
    numbers: String(n).padStart(5, '0').split('').map(Number),
  }),
);
const X5_DRAWS = orderedDraws(11, 5, 1).map(
  (numbers): LotteryDraw => ({ family: '11X5', numbers }),
);
/**
 * PK10: the ranking is a uniform permutation, so any place, or any two places, are
 * distributed alike. The 720 orders of places 1, 2 and 10 (the rest in ascending order)
 * are then exact for the bets measured on them (PK10_ROWS below).
 */
const PK10_DRAWS = orderedDraws(10, 3, 1).map(([a = 0, b = 0, c = 0]): LotteryDraw => {
  const rest = range(1, 10).filter((x) => x !== a && x !== b && x !== c);
  return { family: 'PK10', numbers: [a, b, ...rest, c] };
});
/** LHC bets read only the special number, uniform over 1–49. */
const LHC_DRAWS = range(1, 49).map((special): LotteryDraw => {
  const numbers = range(1, 49)
    .filter((x) => x !== special)
    .slice(0, 6);
  return { family: 'LHC', numbers, special };
});

const uniform =
  (draws: LotteryDraw[]): WeightedDraws =>
  () =>
    draws.map((d) => [d, 1n]);

/**
 * LF pays by how many picks are drawn: of the C(80, 20) draws, C(n, h) · C(80 − n, 20 − h)
 * share h of the n picks, so one draw per h, with that weight, stands for them all.
 */
const lfDraws: WeightedDraws = function* (selection) {
  const picks = (selection[0] ?? []) as number[];
  const others = range(1, 80).filter((x) => !picks.includes(x));
  for (let h = 0; h <= Math.min(picks.length, 20); h++) {
    const weight = BigInt(choose(picks.length, h)) * BigInt(choose(80 - picks.length, 20 - h));
    yield [{ family: 'LF', numbers: [...picks.slice(0, h), ...others.slice(0, 20 - h)] }, weight];
  }
};

const DRAWS: Record<LotteryFamily, WeightedDraws> = {
  SSC: uniform(SSC_DRAWS),
  '11X5': uniform(X5_DRAWS),
  PK10: uniform(PK10_DRAWS),
  LHC: uniform(LHC_DRAWS),
  LF: lfDraws,
};

/** Places 1, 2, 10, and the duel of places 1 and 10 (row 0 of the dragon/tiger rows). */
const PK10_ROWS: Partial<Record<string, number[]>> = {
  'pk10.place.bsoe': [0, 1, 9],
  'pk10.dragonTiger': [0],
};

/** A few options spread over a long row: every one of them pays alike. */
const spread = <T>(xs: readonly T[]) =>
  xs.length <= 4
    ? xs
    : [xs[0], xs[Math.floor(xs.length / 2)], xs.at(-1)].filter((x) => x !== undefined);

/** The selections to price: the full board and the smallest bets, one per kind of pick. */
function selectionsToPrice(type: PlayType): Selection[] {
  const shape: SelectionShape = type.shape;
  if (shape.kind === 'tickets') return [[shape.options.slice(0, shape.length)]];
  const rows = shape.rows;
  const measured = PK10_ROWS[type.id] ?? (rows.length > 1 ? [0, rows.length - 1] : [0]);
  const only = (r: number, picks: readonly unknown[]) => rows.map((_, i) => (i === r ? picks : []));
  if (rows.every((row) => row.minPicks === 0)) {
    const singles = measured.flatMap((r) =>
      spread(rows[r]?.options ?? []).map((option) => only(r, [option])),
    );
    const full = rows.map((row, i) => (measured.includes(i) ? row.options : []));
    return [...singles, full] as Selection[];
  }
  const full = rows.map((row) => row.options.slice(0, row.maxPicks));
  const [row] = rows;
  if (rows.length === 1 && row) {
    const smallest =
      row.minPicks === 1
        ? spread(row.options).map((o) => [[o]])
        : [[row.options.slice(0, row.minPicks)]];
    return [...smallest, full];
  }
  // Straights: one number per row, all different (a repeat buys no unit in 11X5 and PK10).
  return [rows.map((r, i) => [r.options[i]]), full] as Selection[];
}

describe('lottery house edge, exactly', () => {
  it.each(E_LOTTERY_PLAY_TYPES.map((t): [string, PlayType] => [t.id, t]))(
    '%s: in (0, 20%) in every prize mode',
    (_, type) => {
      for (const selection of selectionsToPrice(type)) {
        const betCount = BigInt(type.betCount(selection));
        let weight = 0n;
        // Plain numbers while the weights are 1 (exact far below 2^53), bigint otherwise.
        const won = type.levels.map(() => 0n);
        const wonOnce = type.levels.map(() => 0);
        for (const [draw, w] of DRAWS[type.family as LotteryFamily](selection)) {
          weight += w;
          const winning = type.winning(draw, selection);
          for (let level = 0; level < winning.length; level++) {
            const n = winning[level] as number;
            if (n === 0) continue;
            if (w === 1n) wonOnce[level] = (wonOnce[level] as number) + n;
            else won[level] = (won[level] as bigint) + BigInt(n) * w;
          }
        }
        wonOnce.forEach((n, level) => {
          won[level] = (won[level] as bigint) + BigInt(n);
        });
        const staked = weight * betCount * PRIZE_REFERENCE_UNIT;
        for (const mode of PRIZE_MODES) {
          const prizes = PAYOUT_TABLES[mode][type.id as LotteryPlayTypeId];
          const paid = won.reduce((sum, n, level) => sum + n * (prizes[level] ?? 0n), 0n);
          const what = `${mode} ${JSON.stringify(selection)}`;
          expect(paid, what).toBeLessThan(staked);
          // edge < 20%  ⇔  staked − paid < staked / 5
          expect(5n * (staked - paid), what).toBeLessThan(staked);
        }
      }
    },
  );
});
