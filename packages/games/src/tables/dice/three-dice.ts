/**
 * Three fair six-sided dice, the part sic bo and fish-prawn-crab share: one uniform per
 * die, the dice kept in the order they were dealt so anyone can replay a round.
 */

/** Uniforms a three-dice round reads: one per die, always three. */
export const DICE_UNIFORMS = 3;

export const FACES = 6;

export type ThreeOf<T> = [T, T, T];

/**
 * Faces 0–5 of the three dice: face_i = floor(u_i × 6). From the fair stream u_i is
 * u32_i / 2^32, so this is (u32_i × 6) >> 32 exactly (u × 6 needs 35 bits, a double has
 * 53). A face comes up with probability within 6 / 2^32 of 1/6.
 */
export function rollFaces(uniforms: readonly number[]): ThreeOf<number> {
  if (uniforms.length !== DICE_UNIFORMS) {
    throw new RangeError(`three dice read ${DICE_UNIFORMS} uniforms, got ${uniforms.length}`);
  }
  const face = (k: number) => {
    const u = uniforms[k] as number;
    if (!(u >= 0 && u < 1)) throw new RangeError(`uniform #${k} must be in [0, 1), got ${u}`);
    return Math.floor(u * FACES);
  };
  return [face(0), face(1), face(2)];
}

/** How many of the dice show `face`. */
export function countOf<T>(dice: readonly T[], face: T): number {
  return dice.filter((d) => d === face).length;
}

export function isTriple<T>(dice: ThreeOf<T>): boolean {
  return dice[0] === dice[1] && dice[1] === dice[2];
}

/**
 * The single-face bet of both games, per unit staked with the stake included: 1:1 for
 * each die showing the face (2, 3 or 4 back on 1, 2 or 3 dice), nothing on none.
 */
export function singleReturn(matches: number): bigint {
  return matches === 0 ? 0n : BigInt(matches + 1);
}
