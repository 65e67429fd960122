import { describe, expect, it } from 'vitest';
import type { Card } from '../baccarat/cards.ts';
import type { TableLimits } from '../limits.ts';
import { checkLiveBets, settleLiveBets } from '../live/engine.ts';
import { TableBetError } from '../table-bet-error.ts';
import { dragonTigerFromCards } from './deal.ts';
import { type DragonTigerBetType, dragonTigerEngine as engine } from './engine.ts';

const card = (rank: number, suit: Card['suit'] = 'clubs'): Card => ({ rank, suit });
const dragonWins = dragonTigerFromCards(card(12), card(3, 'hearts'));
const tigerWins = dragonTigerFromCards(card(1), card(2));
const tie = dragonTigerFromCards(card(9, 'spades'), card(9, 'hearts'));
const suitedTie = dragonTigerFromCards(card(13, 'diamonds'), card(13, 'diamonds'));
const returns = (stake: bigint, outcome: typeof tie) =>
  engine.spots.map((spot) => engine.settle(spot, stake, outcome));

describe('reading dragon tiger spots', () => {
  it('accepts every spot of the board, written the one way', () => {
    for (const spot of engine.spots) {
      expect(engine.readType(spot)).toEqual({ type: spot, spot });
    }
    expect(engine.betTypes).toEqual(engine.spots);
  });

  it('refuses anything else', () => {
    const bad = [
      '',
      'Dragon',
      'TIGER',
      ' dragon',
      'tie ',
      'suited-tie',
      'suitedtie',
      'suited_tie',
      'dragon:1',
      'big',
      'constructor',
      '__proto__',
      'toString',
      'tie\n',
    ];
    for (const spot of bad) expect([spot, engine.readType(spot)]).toEqual([spot, null]);
  });
});

describe('settling dragon tiger', () => {
  it('pays the higher card 1:1, the other side nothing', () => {
    // Order of the spots: dragon, tiger, tie, suitedTie.
    expect(returns(100n, dragonWins)).toEqual([200n, 0n, 0n, 0n]);
    expect(returns(100n, tigerWins)).toEqual([0n, 200n, 0n, 0n]);
  });

  it('gives dragon and tiger half back on a tie, rounded down, and pays the tie 11:1', () => {
    expect(returns(100n, tie)).toEqual([50n, 50n, 1200n, 0n]);
    expect(returns(7n, tie)).toEqual([3n, 3n, 84n, 0n]); // 3.5 → 3
    expect(returns(1n, tie)).toEqual([0n, 0n, 12n, 0n]);
  });

  it('pays a suited tie 50:1 on top of the tie', () => {
    expect(suitedTie).toMatchObject({ winner: 'tie', suitedTie: true });
    expect(returns(100n, suitedTie)).toEqual([50n, 50n, 1200n, 5100n]);
  });

  it('counts a half loss on a tie as a loss in settleLiveBets', () => {
    const bets = [
      { spot: 'dragon', stake: 10n },
      { spot: 'tie', stake: 10n },
    ];
    expect(settleLiveBets(engine, bets, tie).map((r) => [r.result, r.win])).toEqual([
      ['lose', 5n],
      ['win', 120n],
    ]);
    expect(() => engine.settle('nope', 1n, tie)).toThrow();
  });
});

describe('dragon tiger bets against the table limits', () => {
  const limits: TableLimits<DragonTigerBetType> = {
    perBet: {
      dragon: { min: 10n, max: 10_000n },
      tiger: { min: 10n, max: 10_000n },
      tie: { min: 10n, max: 1_000n },
      suitedTie: { min: 10n, max: 200n },
    },
    maxTotal: 15_000n,
  };
  const refusal = (bets: { spot: string; stake: bigint }[], placed = [] as typeof bets) => {
    try {
      checkLiveBets(engine, bets, limits, placed);
    } catch (e) {
      if (e instanceof TableBetError) return [e.code, e.betIndex];
    }
    return null;
  };

  it('accepts a legal round and names the bet type of each spot', () => {
    expect(
      checkLiveBets(
        engine,
        [
          { spot: 'dragon', stake: 500n },
          { spot: 'suitedTie', stake: 200n },
        ],
        limits,
      ).map((b) => b.type),
    ).toEqual(['dragon', 'suitedTie']);
  });

  it('refuses unknown spots, bad stakes and stakes outside the limits', () => {
    expect(
      refusal([
        { spot: 'tiger', stake: 10n },
        { spot: 'Dragon', stake: 10n },
      ]),
    ).toEqual(['BET_INVALID', 1]);
    expect(refusal([{ spot: 'tie', stake: 0n }])).toEqual(['BET_INVALID', 0]);
    expect(refusal([{ spot: 'tie', stake: 9n }])).toEqual(['BET_BELOW_MIN', 0]);
    expect(refusal([{ spot: 'suitedTie', stake: 201n }])).toEqual(['BET_ABOVE_MAX', 0]);
    // Chips on one spot add up, with the bets already placed this round.
    expect(refusal([{ spot: 'tie', stake: 600n }], [{ spot: 'tie', stake: 500n }])).toEqual([
      'BET_ABOVE_MAX',
      0,
    ]);
    expect(refusal([{ spot: 'tie', stake: 500n }], [{ spot: 'tie', stake: 500n }])).toBeNull();
    expect(
      refusal([
        { spot: 'dragon', stake: 10_000n },
        { spot: 'tiger', stake: 5_001n },
      ]),
    ).toEqual(['ROUND_ABOVE_MAX', undefined]);
  });
});
