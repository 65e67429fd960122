import type { LiveTableEngine } from '../live/engine.ts';
import { FACES, type ThreeOf } from './three-dice.ts';

/**
 * Exact odds for the tests of the dice games: the 6³ = 216 equally likely rolls, and the
 * house edge of a spot as an exact fraction of them. Test support only.
 */
export const EVERY_ROLL: readonly ThreeOf<number>[] = Array.from({ length: FACES ** 3 }, (_, i) => [
  Math.floor(i / 36),
  Math.floor(i / 6) % 6,
  i % 6,
]);

/** Uniforms that deal these faces: the middle of each face's sixth of [0, 1). */
export function uniformsFor(faces: readonly number[]): number[] {
  return faces.map((f) => (f + 0.5) / FACES);
}

/**
 * A spot's house edge over every roll, dealt by the engine and settled on a stake of 1:
 * lost / 216 of what is staked, exactly (lost = 216 − the sum of the returns).
 */
export function edgeByEnumeration<O, T extends string>(
  engine: LiveTableEngine<O, T>,
  spot: string,
): { lost: bigint; staked: bigint } {
  let returned = 0n;
  for (const roll of EVERY_ROLL) {
    returned += engine.settle(spot, 1n, engine.dealFrom(uniformsFor(roll)));
  }
  const staked = BigInt(EVERY_ROLL.length);
  return { lost: staked - returned, staked };
}

/** lost / staked in percent, rounded half up to 2 decimals in integers (edges are ≥ 0). */
export function percent2({ lost, staked }: { lost: bigint; staked: bigint }): number {
  const hundredths = (lost * 20_000n + staked) / (2n * staked);
  return Number(hundredths) / 100;
}
