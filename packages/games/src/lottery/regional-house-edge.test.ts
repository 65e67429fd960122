import { describe, expect, it } from 'vitest';
import {
  PAYOUT_TABLES,
  PRIZE_MODES,
  PRIZE_REFERENCE_UNIT,
  type PrizeMode,
} from './payout-tables.ts';
import type { PlayType } from './play-type.ts';
import { REGIONAL_LOTTERY_PLAY_TYPES, type RegionalPlayTypeId } from './play-types.ts';
import {
  REGIONAL_TIERS,
  type RegionalLotteryFamily,
  type RegionalLotteryResult,
} from './regional-results.ts';
import type { LotteryPick, Selection } from './selection.ts';

/**
 * Every regional play type's return under every payout table, exactly, for official
 * results whose digits are uniform and independent (4D: 23 different numbers, each place
 * uniform over 0000–9999). A result has far too many values to list, so:
 *
 * - Every play type but xiên pays a sum over prize numbers, each term reading only the
 *   last `READS[id]` digits of its number (lô, đề, Thai, 4D: a unit wins once per prize
 *   number it matches). Its expected win is then the sum over prize numbers of the mean
 *   over that number's endings, every other number held at one that wins nothing; each
 *   ending is given to `winning` itself.
 * - Xiên pays on the set of endings seen: the chance of each set of the picks being seen
 *   is counted exactly over the prize numbers one by one, and `winning` is asked about a
 *   result with exactly that set.
 *
 * Each return must lie in (80%, 100%), and within 0.2 point under its mode's target.
 */
const TARGET_PER_10000: Record<PrizeMode, bigint> = {
  Lott: 9750n,
  ZY: 9600n,
  Elott: 9800n,
  SEA: 9500n,
};

/** How many trailing digits of a prize number each play type reads. */
const READS: Record<string, number> = {
  lo2: 2,
  lo3: 3,
  lo4: 4,
  de: 2,
  'thai.top3': 3,
  'thai.tote3': 3,
  'thai.front3': 3,
  'thai.back3': 3,
  'thai.top2': 2,
  'thai.bottom2': 2,
  'thai.run.top': 3,
  'thai.run.bottom': 2,
  '4d.big': 4,
  '4d.small': 4,
};
const readsOf = (id: string): number => READS[id] ?? READS[id.split('.').at(-1) ?? ''] ?? 0;
/** The weights below are over 10^4 values of each number. */
const SCALE = 4;

const spell = (ticket: readonly LotteryPick[]) => ticket.join('');
const endingOf = (value: number, k: number) => String(value).padStart(k, '0');

/** A result whose every number wins nothing for the selection. */
function neutralResult(type: PlayType, selection: Selection): RegionalLotteryResult {
  const family = type.family as RegionalLotteryFamily;
  const tiers = REGIONAL_TIERS[family];
  if (family === '4D') {
    const taken = new Set(selection.map(spell));
    const free = Array.from({ length: 60 }, (_, i) => endingOf(i, 4)).filter((n) => !taken.has(n));
    let next = 0;
    return {
      family,
      prizes: tiers.map((t) => {
        next += t.count;
        return free.slice(next - t.count, next);
      }),
    };
  }
  // A digit that is no pick, or whose repeats are no ticket (so no ending is a pick).
  const picked = new Set(selection.map(spell));
  for (const digit of ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']) {
    if (picked.has(digit) || selection.some((t) => spell(t) === digit.repeat(t.length))) continue;
    const result = {
      family,
      prizes: tiers.map((t) => Array.from({ length: t.count }, () => digit.repeat(t.digits))),
    };
    if (type.winning(result, selection).every((n) => n === 0)) return result;
  }
  throw new Error(`no neutral result for ${type.id} ${JSON.stringify(selection)}`);
}

/** Σ over outcomes of winning units × weight, per level, and the total weight. */
type Expectation = { won: bigint[]; weight: bigint };

function additive(type: PlayType, selection: Selection): Expectation {
  const base = neutralResult(type, selection);
  const prizes = base.prizes.map((tier) => [...tier]);
  const result: RegionalLotteryResult = { family: base.family, prizes };
  const won = type.levels.map(() => 0n);
  for (const tier of prizes) {
    tier.forEach((number, i) => {
      const k = Math.min(readsOf(type.id), number.length);
      const weight = 10n ** BigInt(SCALE - k);
      for (let value = 0; value < 10 ** k; value++) {
        tier[i] = number.slice(0, number.length - k) + endingOf(value, k);
        type.winning(result, selection).forEach((n, level) => {
          if (n > 0) won[level] = (won[level] as bigint) + BigInt(n) * weight;
        });
      }
      tier[i] = number;
    });
  }
  return { won, weight: 10n ** BigInt(SCALE) };
}

function xien(type: PlayType, selection: Selection): Expectation {
  const picks = selection.map(spell);
  const tiers = REGIONAL_TIERS[type.family as RegionalLotteryFamily];
  const count = tiers.reduce((n, t) => n + t.count, 0);
  // chance[mask] × 100^count: the picks seen among the endings of the numbers so far.
  let chance = new Map<number, bigint>([[0, 1n]]);
  for (let number = 0; number < count; number++) {
    const next = new Map<number, bigint>();
    const add = (mask: number, w: bigint) => next.set(mask, (next.get(mask) ?? 0n) + w);
    for (const [mask, w] of chance) {
      picks.forEach((_, j) => {
        add(mask | (1 << j), w);
      });
      add(mask, w * BigInt(100 - picks.length));
    }
    chance = next;
  }
  const base = neutralResult(type, selection);
  const won = type.levels.map(() => 0n);
  for (const [mask, w] of chance) {
    const seen = picks.filter((_, j) => mask & (1 << j));
    let next = 0;
    const prizes = base.prizes.map((tier) =>
      tier.map((number) => {
        const ending = seen[next++];
        return ending === undefined ? number : number.slice(0, -2) + ending;
      }),
    );
    type.winning({ family: base.family, prizes }, selection).forEach((n, level) => {
      won[level] = (won[level] as bigint) + BigInt(n) * w;
    });
  }
  return { won, weight: 100n ** BigInt(count) };
}

const tickets = (...numbers: string[]) => numbers.map((n) => [...n].map(Number));

/** A few single numbers spread over the board, and a slip of several. */
function selectionsToPrice(type: PlayType): Selection[] {
  if (type.shape.kind === 'rows') return [[[0]], [[5]], [[9]], [[0, 1, 2, 3, 4, 5, 6, 7, 8]]];
  const k = type.shape.length;
  const min = type.shape.minTickets ?? 1;
  if (type.id === 'thai.tote3') {
    return [tickets('123'), tickets('112'), tickets('777'), tickets('091', '455', '000', '386')];
  }
  if (min > 1) {
    return [
      tickets(...['00', '27', '58', '99'].slice(0, min)),
      tickets('00', '11', '27', '38', '49', '58', '63', '99').slice(0, min + 2),
    ];
  }
  const slip = tickets(...['1', '3', '4', '6', '8'].map((d) => `${d.repeat(k - 1)}2`));
  const middle = tickets(`${'5'.repeat(k - 1)}7`);
  // Four digits take 10,000 results per prize number: two selections are enough there.
  if (k === 4) return [middle, slip];
  return [tickets('0'.repeat(k)), middle, tickets('9'.repeat(k)), slip];
}

describe('regional lottery returns, exactly', () => {
  it.each(REGIONAL_LOTTERY_PLAY_TYPES.map((t): [RegionalPlayTypeId, PlayType] => [t.id, t]))(
    '%s: in (80%, 100%), within 0.2 point under each mode’s target',
    (id, type) => {
      for (const selection of selectionsToPrice(type)) {
        const { won, weight } = id.includes('.xien')
          ? xien(type, selection)
          : additive(type, selection);
        expect(won.some((n) => n > 0)).toBe(true);
        const staked = weight * BigInt(type.betCount(selection)) * PRIZE_REFERENCE_UNIT;
        for (const mode of PRIZE_MODES) {
          const prizes = PAYOUT_TABLES[mode][id];
          const paid = won.reduce((sum, n, level) => sum + n * (prizes[level] ?? 0n), 0n);
          const what = `${mode} ${JSON.stringify(selection)}`;
          expect(paid, what).toBeLessThan(staked);
          expect(5n * paid, what).toBeGreaterThan(4n * staked);
          const target = TARGET_PER_10000[mode];
          expect(10_000n * paid, what).toBeLessThanOrEqual(target * staked);
          expect(10_000n * paid, what).toBeGreaterThan((target - 20n) * staked);
        }
      }
    },
  );

  it('knows how much every play type reads', () => {
    for (const type of REGIONAL_LOTTERY_PLAY_TYPES) {
      if (!type.id.includes('.xien')) expect(readsOf(type.id), type.id).toBeGreaterThan(0);
    }
  });
});
