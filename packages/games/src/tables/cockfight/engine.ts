import type { LiveTableEngine } from '../live/engine.ts';
import { type FightCard, fightCard } from './card.ts';

export type CockfightWinner = 'meron' | 'wala' | 'draw';
export type CockfightBetType = 'meron' | 'wala' | 'draw';

/** The fight's card, and how it ended: `roll` is the draw 0–99,999 that decided it. */
export interface CockfightOutcome extends FightCard {
  winner: CockfightWinner;
  roll: number;
}

/** Of 100,000 rolls, a draw takes the first 10,000 (1 fight in 10). */
export const ROLLS = 100_000;
export const DRAW_ROLLS = 10_000;

/**
 * How a fight ends from its one uniform u: roll = floor(u × 100,000); below 10,000 a draw;
 * below 10,000 + 9 × meronBp meron wins (meronBp of the fights that are not draws); else
 * wala. With u = u32 / 2³², roll = (u32 × 100,000) >> 32.
 */
export function fightResult(card: FightCard, u: number): CockfightOutcome {
  if (!(u >= 0 && u < 1)) throw new RangeError(`the uniform must be in [0, 1), got ${u}`);
  const roll = Math.floor(u * ROLLS);
  const winner =
    roll < DRAW_ROLLS ? 'draw' : roll < DRAW_ROLLS + 9 * card.meronBp ? 'meron' : 'wala';
  return { ...card, winner, roll };
}

const pays = (stake: bigint, hundredths: number) => stake + (stake * BigInt(hundredths)) / 100n;

/**
 * A bet's return: a side that wins pays its fight's odds (winnings rounded down to a
 * minor unit), a draw gives a side's stake back; the draw bet pays 8:1.
 */
function settle(spot: string, stake: bigint, o: CockfightOutcome): bigint {
  if (spot === 'draw') return o.winner === 'draw' ? pays(stake, o.odds.draw) : 0n;
  if (o.winner === 'draw') return stake;
  if (spot === 'meron' || spot === 'wala')
    return o.winner === spot ? pays(stake, o.odds[spot]) : 0n;
  throw new RangeError(`no such spot: ${spot}`);
}

const TYPES = ['meron', 'wala', 'draw'] as const;

/**
 * Cockfight (sabong): a fight every round between meron and wala, whose card (birds,
 * chances, odds) is public before betting opens. House edges, exact over the 100,000 rolls
 * (odds.test.ts): a side at most 5.08 % (4.5 % on an even fight, more where the odds round
 * down), the draw 10 %.
 */
export const cockfightEngine: LiveTableEngine<CockfightOutcome, CockfightBetType> = {
  id: 'cockfight',
  betTypes: TYPES,
  spots: TYPES,
  readType: (spot) =>
    TYPES.includes(spot as CockfightBetType) ? { type: spot as CockfightBetType, spot } : null,
  uniforms: 1,
  card: (table, nonce) => fightCard(table, nonce) as unknown as Record<string, unknown>,
  dealFrom: (uniforms, card) => {
    if (uniforms.length !== 1 || !card)
      throw new RangeError('a fight reads one uniform and its card');
    return fightResult(card as unknown as FightCard, uniforms[0] as number);
  },
  settle,
  paytable: {
    meron: { pays: '0.46:1–1.71:1', houseEdge: 5.08 },
    wala: { pays: '0.46:1–1.71:1', houseEdge: 5.08 },
    draw: { pays: '8:1', houseEdge: 10 },
  },
};
