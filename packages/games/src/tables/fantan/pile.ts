/**
 * A fan tan round: how many beads the dealer covered and what was left when they were
 * counted off in fours (1–4; a last group of four counts 4). Plain numbers, JSON-safe.
 */
export interface FanTanOutcome {
  beads: number;
  result: number;
}

/** The largest pile the dealer covers; 100 is a multiple of 4, so 1–4 are equally likely. */
export const FAN_TAN_MAX_BEADS = 100;

/**
 * The pile from one uniform u in [0, 1): beads = floor(u × 100) + 1, result =
 * ((beads − 1) mod 4) + 1, each result on exactly 25 of the 100 pile sizes. With
 * u = u32 / 2³² the product u × 100 is exact in a double, so beads − 1 is (u32 × 100) >> 32.
 */
export function dealFanTan(uniforms: readonly number[]): FanTanOutcome {
  if (uniforms.length !== 1)
    throw new RangeError(`fan tan reads 1 uniform, got ${uniforms.length}`);
  const u = uniforms[0] as number;
  if (!(u >= 0 && u < 1)) throw new RangeError(`a uniform must be in [0, 1), got ${u}`);
  const beads = Math.floor(u * FAN_TAN_MAX_BEADS) + 1;
  return { beads, result: ((beads - 1) % 4) + 1 };
}
