import { describe, expect, it } from 'vitest';
import { TableBetError } from '../table-bet-error.ts';
import type { Card } from './cards.ts';
import { type BaccaratBet, type BaccaratLimits, bankerWinnings, settleBaccarat } from './settle.ts';
import { dealBaccaratFromCards } from './tableau.ts';

const v = (value: number): Card => ({ rank: value === 0 ? 10 : value, suit: 'clubs' });
const coup = (...values: number[]) => dealBaccaratFromCards(values.map(v));
const all = { min: 1n, max: 1_000_000n };
const limits: BaccaratLimits = {
  perBet: {
    player: all,
    banker: all,
    tie: all,
    playerPair: { min: 1n, max: 10_000n },
    bankerPair: all,
  },
  maxTotal: 2_000_000n,
};
const bet = (type: BaccaratBet['type'], stake: bigint): BaccaratBet => ({ type, stake });
const everyBet = (stake: bigint) =>
  (['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const).map((t) => bet(t, stake));
const wins = (bets: BaccaratBet[], outcome: ReturnType<typeof coup>) =>
  settleBaccarat(bets, outcome, limits).results.map((r) => [r.result, r.win]);

describe('settling baccarat', () => {
  it('pays player 1:1 and loses the others on a player win', () => {
    const playerNine = coup(4, 3, 5, 4);
    expect(wins(everyBet(100n), playerNine)).toEqual([
      ['win', 200n],
      ['lose', 0n],
      ['lose', 0n],
      ['lose', 0n],
      ['lose', 0n],
    ]);
  });

  it('pays banker 0.95:1, rounding the winnings down to whole minor units', () => {
    const bankerEight = coup(1, 4, 1, 4);
    const returned = (stake: bigint) =>
      settleBaccarat([bet('banker', stake)], bankerEight, limits).totalWin;
    expect([
      returned(100n),
      returned(20n),
      returned(19n),
      returned(1n),
      returned(123_457n),
    ]).toEqual([
      195n,
      39n,
      37n, // 19 × 0.95 = 18.05 → 18
      1n, // 0.95 → 0: the stake back only
      123_457n + 117_284n, // 117,284.15 → 117,284
    ]);
    expect(bankerWinnings(99n)).toBe(94n);
  });

  it('pays a tie 8:1 and gives player and banker bets their stakes back', () => {
    const tie = coup(4, 5, 4, 3);
    expect(tie.winner).toBe('tie');
    expect(wins(everyBet(100n).slice(0, 3), tie)).toEqual([
      ['push', 100n],
      ['push', 100n],
      ['win', 900n],
    ]);
  });

  it('pays each pair 11:1 on the first two cards of its hand', () => {
    const playerPairOnly = coup(3, 0, 3, 2, 1, 1);
    expect(playerPairOnly.player.pair && !playerPairOnly.banker.pair).toBe(true);
    const s = settleBaccarat(everyBet(100n).slice(3), playerPairOnly, limits);
    expect(s.results.map((r) => r.win)).toEqual([1200n, 0n]);
    expect([s.totalStake, s.totalWin]).toEqual([200n, 1200n]);
  });

  it('refuses unknown bets, bad stakes and broken limits, naming the bet', () => {
    const outcome = coup(4, 3, 5, 4);
    const refusal = (bets: BaccaratBet[]) => {
      try {
        settleBaccarat(bets, outcome, limits);
      } catch (e) {
        if (e instanceof TableBetError) return [e.code, e.message];
      }
      return null;
    };
    expect(refusal([bet('dragon' as 'tie', 1n)])).toEqual([
      'BET_INVALID',
      'bet #0 (dragon): unknown bet type',
    ]);
    expect(refusal([bet('player', 1n), bet('tie', 0n)])?.[1]).toMatch(
      /^bet #1 \(tie\): the stake must be/,
    );
    expect(refusal([bet('playerPair', 6_000n), bet('playerPair', 6_000n)])).toEqual([
      'BET_ABOVE_MAX',
      'playerPair: 12000 on the spot is above the table maximum of 10000',
    ]);
    expect(
      refusal([bet('player', 1_000_000n), bet('banker', 1_000_000n), bet('tie', 1n)])?.[0],
    ).toBe('ROUND_ABOVE_MAX');
    expect(refusal([])?.[0]).toBe('ROUND_EMPTY');
  });
});
