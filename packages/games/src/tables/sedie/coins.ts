/** A coin's face up: each of the four has a red side and a white side. */
export type CoinFace = 'red' | 'white';

/**
 * A xóc đĩa round: the four coins as dealt (coin i from uniform i) and how many show red,
 * which is all the bets look at. Plain numbers and strings, so it travels as JSON.
 */
export interface SedieOutcome {
  coins: CoinFace[];
  reds: number;
}

/** Coins under the bowl; one uniform each. */
export const SEDIE_COINS = 4;

/**
 * The coins from four uniforms in [0, 1): coin i is red when u_i < 1/2. With u = u32 / 2³²
 * that is exactly "the top bit of u32 is 0", so the 16 patterns are equally likely with no
 * scaling bias at all.
 */
export function dealSedie(uniforms: readonly number[]): SedieOutcome {
  if (uniforms.length !== SEDIE_COINS) {
    throw new RangeError(`xóc đĩa reads ${SEDIE_COINS} uniforms, got ${uniforms.length}`);
  }
  const coins = uniforms.map((u): CoinFace => {
    if (!(u >= 0 && u < 1)) throw new RangeError(`a uniform must be in [0, 1), got ${u}`);
    return u < 0.5 ? 'red' : 'white';
  });
  return { coins, reds: coins.filter((c) => c === 'red').length };
}
