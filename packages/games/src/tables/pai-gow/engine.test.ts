import { describe, expect, it } from 'vitest';
import type { TableLimits } from '../limits.ts';
import { checkLiveBets, settleLiveBets } from '../live/engine.ts';
import { TableBetError } from '../table-bet-error.ts';
import { paiGowFromCards } from './deal.ts';
import { paiGowEngine as engine, type PaiGowBetType, paiGowWinnings } from './engine.ts';
import { cards } from './test-cards.ts';

// Player: kings and fours, split (K K 9 7 2 / 4 4), beat the dealer's A 8 6 5 3 / Q 10.
const playerWins = paiGowFromCards(cards('KS KD 4C 4H 9D 7S 2C AH QH 8C 6D 5S 3C TD'));
// A 7 5 3 2 against the same: a copy, the dealer's; K 9 beats Q 9: a push.
const push = paiGowFromCards(cards('AS KS 9D 7C 5H 3D 2C AH QH 9C 7D 5S 3C 2D'));
// The same ranks on both sides: two copies, the dealer's.
const copies = paiGowFromCards(cards('AS KS 9D 7C 5H 3D 2C AH KH 9C 7D 5S 3C 2D'));

describe('reading pai gow poker spots', () => {
  it('has the main bet only', () => {
    expect(engine.spots).toEqual(['main']);
    expect(engine.betTypes).toEqual(['main']);
    expect(engine.readType('main')).toEqual({ type: 'main', spot: 'main' });
  });

  it('refuses anything else', () => {
    const bad = [
      '',
      'Main',
      ' main',
      'main ',
      'main\n',
      'main:1',
      'banker',
      'fortune',
      '__proto__',
    ];
    for (const spot of bad) expect([spot, engine.readType(spot)]).toEqual([spot, null]);
  });
});

describe('settling pai gow poker', () => {
  it('pays a win of both hands 0.95:1, floored, pushes a split, loses both or copies', () => {
    expect([playerWins.high, playerWins.low, playerWins.winner]).toEqual([
      'player',
      'player',
      'player',
    ]);
    expect(push.winner).toBe('push');
    expect(copies.winner).toBe('dealer');
    const settle = (stake: bigint, outcome: typeof push) => engine.settle('main', stake, outcome);
    expect([settle(100n, playerWins), settle(100n, push), settle(100n, copies)]).toEqual([
      195n,
      100n,
      0n,
    ]);
    expect([settle(20n, playerWins), settle(19n, playerWins), settle(1n, playerWins)]).toEqual([
      39n,
      37n, // 18.05 → 18
      1n, // 0.95 → 0: the stake back only
    ]);
    expect(paiGowWinnings(123_457n)).toBe(117_284n); // 117,284.15 → 117,284
    expect(() => engine.settle('banker', 100n, push)).toThrow();
  });

  it('settles through settleLiveBets', () => {
    const bets = [{ spot: 'main', stake: 40n }];
    expect(settleLiveBets(engine, bets, playerWins).map((r) => [r.result, r.win])).toEqual([
      ['win', 78n],
    ]);
    expect(settleLiveBets(engine, bets, push).map((r) => [r.result, r.win])).toEqual([
      ['push', 40n],
    ]);
  });
});

describe('pai gow poker bets against the table limits', () => {
  const limits: TableLimits<PaiGowBetType> = {
    perBet: { main: { min: 20n, max: 5_000n } },
    maxTotal: 5_000n,
  };
  const refusal = (bets: { spot: string; stake: bigint }[], placed = [] as typeof bets) => {
    try {
      checkLiveBets(engine, bets, limits, placed);
    } catch (e) {
      if (e instanceof TableBetError) return [e.code, e.betIndex];
    }
    return null;
  };

  it('refuses unknown spots and stakes outside the limits, chips on the spot added up', () => {
    expect(refusal([{ spot: 'main', stake: 20n }])).toBeNull();
    expect(refusal([{ spot: 'fortune', stake: 20n }])).toEqual(['BET_INVALID', 0]);
    expect(refusal([{ spot: 'main', stake: -1n }])).toEqual(['BET_INVALID', 0]);
    expect(refusal([{ spot: 'main', stake: 19n }])).toEqual(['BET_BELOW_MIN', 0]);
    expect(refusal([{ spot: 'main', stake: 5_001n }])).toEqual(['BET_ABOVE_MAX', 0]);
    expect(refusal([{ spot: 'main', stake: 3_000n }], [{ spot: 'main', stake: 3_000n }])).toEqual([
      'BET_ABOVE_MAX',
      0,
    ]);
  });
});
