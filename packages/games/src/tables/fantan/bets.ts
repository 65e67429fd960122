import type { FanTanOutcome } from './pile.ts';

/** Limit keys: a single number, win-or-push pair, adjacent pair, odd or even. */
export type FanTanBetType = 'fan' | 'nim' | 'kwok' | 'oddEven';

export const FAN_TAN_BET_TYPES: readonly FanTanBetType[] = ['fan', 'nim', 'kwok', 'oddEven'];

interface SpotRule {
  type: FanTanBetType;
  wins: readonly number[];
  pushes: readonly number[];
  /** The "to one" price before the 5% commission taken on the winnings. */
  odds: bigint;
}

const NUMBERS = [1, 2, 3, 4] as const;
/** The number after n going round the square: 1 → 2 → 3 → 4 → 1. */
const next = (n: number) => (n % 4) + 1;

/**
 * The board as at Macau, in board order. Fan N wins on N at 3:1; nim A-B wins on A at 2:1
 * and gives the stake back on B (order matters); kwok A-B wins on either of two numbers
 * next to each other on the square at 1:1; odd (1, 3) and even (2, 4) at 1:1. Every win
 * pays 5% less (commission on the winnings, see settleFanTan). Nim is 2:1 at Macau: at
 * 1:1 it would return only 1/4 × 1.95 + 1/4 = 0.7375 of the stake (a 26.25% edge).
 */
function buildRules(): Map<string, SpotRule> {
  const rules = new Map<string, SpotRule>();
  for (const n of NUMBERS) rules.set(`fan:${n}`, { type: 'fan', wins: [n], pushes: [], odds: 3n });
  for (const a of NUMBERS) {
    for (const b of NUMBERS) {
      if (a !== b) rules.set(`nim:${a}-${b}`, { type: 'nim', wins: [a], pushes: [b], odds: 2n });
    }
  }
  for (const a of NUMBERS) {
    rules.set(`kwok:${a}-${next(a)}`, { type: 'kwok', wins: [a, next(a)], pushes: [], odds: 1n });
  }
  rules.set('odd', { type: 'oddEven', wins: [1, 3], pushes: [], odds: 1n });
  rules.set('even', { type: 'oddEven', wins: [2, 4], pushes: [], odds: 1n });
  return rules;
}

const RULES = buildRules();

/**
 * A kwok pair is written going round the square (1-2, 2-3, 3-4, 4-1); the other order of
 * each (2-1, 3-2, 4-3, 1-4) is read as it. Nothing else is rewritten.
 */
const ALIASES = new Map<string, string>(
  NUMBERS.map((a) => [`kwok:${next(a)}-${a}`, `kwok:${a}-${next(a)}`]),
);

export const FAN_TAN_SPOTS: readonly string[] = [...RULES.keys()];

/**
 * The spot's bet type and its one written form, or null. Every spot is looked up whole
 * in a finite list, so whitespace, "01", "5", "nim:2-2" or "kwok:1-3" cannot slip through.
 */
export function readFanTanSpot(spot: string): { type: FanTanBetType; spot: string } | null {
  if (typeof spot !== 'string') return null;
  const name = ALIASES.get(spot) ?? spot;
  const rule = RULES.get(name);
  return rule ? { type: rule.type, spot: name } : null;
}

/** 5% commission on the winnings, as at Macau: 95% of stake × odds, floored. */
const COMMISSION_KEEPS = 95n;

/** Stake plus winnings on a win, the stake on a push (nim), else 0. */
export function settleFanTan(spot: string, stake: bigint, outcome: FanTanOutcome): bigint {
  const rule = RULES.get(spot);
  if (!rule) throw new Error(`not a fan tan spot: ${spot}`);
  if (stake < 0n) throw new RangeError('a stake cannot be negative');
  if (rule.wins.includes(outcome.result)) {
    return stake + (stake * rule.odds * COMMISSION_KEEPS) / 100n;
  }
  return rule.pushes.includes(outcome.result) ? stake : 0n;
}

/**
 * Net payouts (after commission) and exact house edges over the four equally likely
 * results (odds.test.ts): fan 1/4 × 3.85 = 0.9625, nim 1/4 × 2.9 + 1/4 × 1 = 0.975,
 * kwok and odd/even 1/2 × 1.95 = 0.975 of the stake back.
 */
export const FAN_TAN_PAYTABLE: Readonly<
  Record<FanTanBetType, { pays: string; houseEdge: number }>
> = {
  fan: { pays: '2.85:1', houseEdge: 3.75 },
  nim: { pays: '1.9:1', houseEdge: 2.5 },
  kwok: { pays: '0.95:1', houseEdge: 2.5 },
  oddEven: { pays: '0.95:1', houseEdge: 2.5 },
};
