import type { LiveTableEngine } from '../live/engine.ts';
import { dealNiuniu, NIUNIU_UNIFORMS, type NiuniuOutcome } from './deal.ts';
import { BULL_BULL } from './hand.ts';

export type NiuniuBetType = 'equal' | 'bullBull';

const BET_TYPES: readonly NiuniuBetType[] = ['equal', 'bullBull'];

/** Board order: each position's equal bet, then its bull bull side bet. */
const SPOTS: readonly string[] = [1, 2, 3].flatMap((p) => [`equal:${p}`, `bullBull:${p}`]);

/**
 * Equal pays 0.95:1 when the position beats the banker: 2.50% exactly (by symmetry, see
 * README), on stakes that are multiples of 20. Bull bull pays 12:1 when the position's own
 * hand is bull bull: 191,808 of the C(52, 5) = 2,598,960 hands, edge 4.06% (odds.test.ts).
 */
const PAYTABLE: Readonly<Record<NiuniuBetType, { pays: string; houseEdge: number }>> = {
  equal: { pays: '0.95:1', houseEdge: 2.5 },
  bullBull: { pays: '12:1', houseEdge: 4.06 },
};

const SPOT = /^(equal|bullBull):([1-3])$/;

function readType(spot: string): { type: NiuniuBetType; spot: string } | null {
  const match = SPOT.exec(spot); // anchored at both ends; JS's `$` admits no final "\n"
  if (!match) return null;
  return { type: match[1] as NiuniuBetType, spot };
}

/** Winnings of an equal bet: 95% of the stake, floored to a whole minor unit. */
export function equalWinnings(stake: bigint): bigint {
  return (stake * 95n) / 100n; // bigint division truncates, and stake > 0
}

function settle(spot: string, stake: bigint, outcome: NiuniuOutcome): bigint {
  const found = readType(spot);
  if (!found) throw new Error(`niu niu has no spot ${spot}`);
  const position = outcome.players[Number(spot.slice(-1)) - 1];
  if (!position) throw new Error(`the outcome has no position ${spot.slice(-1)}`);
  switch (found.type) {
    case 'equal':
      return position.win ? stake + equalWinnings(stake) : 0n;
    case 'bullBull':
      return position.bull === BULL_BULL ? 13n * stake : 0n;
  }
}

/** Niu niu (Bull Bull) against the banker: three player positions, one 52-card deck a round. */
export const niuniuEngine: LiveTableEngine<NiuniuOutcome, NiuniuBetType> = {
  id: 'niuniu',
  betTypes: BET_TYPES,
  spots: SPOTS,
  readType,
  uniforms: NIUNIU_UNIFORMS,
  dealFrom: dealNiuniu,
  settle,
  paytable: PAYTABLE,
};
