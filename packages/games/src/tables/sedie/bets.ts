import type { SedieOutcome } from './coins.ts';

/** Limit keys: the two three-and-one spots share one, as they pay alike. */
export type SedieBetType = 'even' | 'odd' | 'fourRed' | 'fourWhite' | 'threeOne';

export const SEDIE_BET_TYPES: readonly SedieBetType[] = [
  'even',
  'odd',
  'fourRed',
  'fourWhite',
  'threeOne',
];

interface SpotRule {
  type: SedieBetType;
  /** The numbers of red coins the spot wins on. */
  reds: readonly number[];
  /** Winnings per unit staked as a fraction, floored to whole minor units: 96/100 is 0.96:1. */
  winNumerator: bigint;
  winDenominator: bigint;
}

/**
 * The board, in board order. Even and odd pay 0.96:1, four of a colour 14:1, three of a
 * colour and one of the other 2.8:1 (not 3:1, which would give the house nothing on a
 * 4-in-16 chance; 2.8:1 is the live SA Gaming table's price, see README.md).
 */
const RULES = new Map<string, SpotRule>([
  ['even', { type: 'even', reds: [0, 2, 4], winNumerator: 96n, winDenominator: 100n }],
  ['odd', { type: 'odd', reds: [1, 3], winNumerator: 96n, winDenominator: 100n }],
  ['fourRed', { type: 'fourRed', reds: [4], winNumerator: 14n, winDenominator: 1n }],
  ['fourWhite', { type: 'fourWhite', reds: [0], winNumerator: 14n, winDenominator: 1n }],
  ['threeRed', { type: 'threeOne', reds: [3], winNumerator: 28n, winDenominator: 10n }],
  ['threeWhite', { type: 'threeOne', reds: [1], winNumerator: 28n, winDenominator: 10n }],
]);

/** Other names a client may use for a spot, read as the spot itself. */
const ALIASES = new Map<string, string>([
  ['threeRedOneWhite', 'threeRed'],
  ['threeWhiteOneRed', 'threeWhite'],
]);

export const SEDIE_SPOTS: readonly string[] = [...RULES.keys()];

/** The spot's bet type and its one written form, or null; exact names only (no trimming). */
export function readSedieSpot(spot: string): { type: SedieBetType; spot: string } | null {
  if (typeof spot !== 'string') return null;
  const name = ALIASES.get(spot) ?? spot;
  const rule = RULES.get(name);
  return rule ? { type: rule.type, spot: name } : null;
}

/** Stake plus winnings (floored) when the spot wins, else 0. No bet here pushes. */
export function settleSedie(spot: string, stake: bigint, outcome: SedieOutcome): bigint {
  const rule = RULES.get(spot);
  if (!rule) throw new Error(`not a xóc đĩa spot: ${spot}`);
  if (stake < 0n) throw new RangeError('a stake cannot be negative');
  if (!rule.reds.includes(outcome.reds)) return 0n;
  return stake + (stake * rule.winNumerator) / rule.winDenominator;
}

/**
 * Payouts and exact house edges over the 16 equally likely coin patterns (odds.test.ts):
 * even/odd 8/16 × 1.96 = 0.98, four of a colour 1/16 × 15 = 0.9375, three-and-one
 * 4/16 × 3.8 = 0.95 of the stake back.
 */
export const SEDIE_PAYTABLE: Readonly<Record<SedieBetType, { pays: string; houseEdge: number }>> = {
  even: { pays: '0.96:1', houseEdge: 2 },
  odd: { pays: '0.96:1', houseEdge: 2 },
  fourRed: { pays: '14:1', houseEdge: 6.25 },
  fourWhite: { pays: '14:1', houseEdge: 6.25 },
  threeOne: { pays: '2.8:1', houseEdge: 5 },
};
