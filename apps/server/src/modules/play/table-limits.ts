import type { BaccaratLimits, RouletteLimits, StakeRange } from '@gamehall/games';

const range = (minMajor: number, maxMajor: number): StakeRange => ({
  min: BigInt(minMajor * 100),
  max: BigInt(maxMajor * 100),
});

/**
 * The in-house tables' limits, as a live casino's mid-stakes table sets them: small
 * maxima on the long shots, larger on even money. Per spot (chips on one spot add up)
 * and per round.
 */
export const ROULETTE_LIMITS: RouletteLimits = {
  perBet: {
    straight: range(1, 100),
    split: range(1, 200),
    street: range(1, 300),
    corner: range(1, 400),
    sixLine: range(1, 600),
    dozen: range(1, 1_000),
    column: range(1, 1_000),
    red: range(1, 2_000),
    black: range(1, 2_000),
    odd: range(1, 2_000),
    even: range(1, 2_000),
    low: range(1, 2_000),
    high: range(1, 2_000),
  },
  maxTotal: 10_000n * 100n,
};

/** Banker's minimum stays ≥ 0.20 so its 5% commission is never lost to rounding. */
export const BACCARAT_LIMITS: BaccaratLimits = {
  perBet: {
    player: range(1, 5_000),
    banker: range(1, 5_000),
    tie: range(1, 500),
    playerPair: range(1, 500),
    bankerPair: range(1, 500),
  },
  maxTotal: 10_000n * 100n,
};
