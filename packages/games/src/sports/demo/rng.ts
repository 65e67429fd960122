import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The demo feed's randomness: every number comes from a string, so that several server
 * instances computing the same fixture agree exactly (no Math.random, no clock). SHA-256
 * of the string seeds sfc32, a small fast generator whose output is the same in every
 * JavaScript engine (32-bit integer arithmetic only).
 */
export type Rng = () => number;

function words(text: string): number[] {
  const h = sha256(utf8ToBytes(text));
  const view = new DataView(h.buffer, h.byteOffset, h.byteLength);
  return [0, 4, 8, 12].map((at) => view.getUint32(at));
}

/** Uniforms in [0, 1), a fresh stream for each seed string. */
export function seededRng(seed: string): Rng {
  let [a = 0, b = 0, c = 0, d = 0] = words(seed);
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // sfc32's first outputs still resemble its state: throw a few away.
  for (let i = 0; i < 12; i++) next();
  return next;
}

/** One uniform in [0, 1) straight from the hash (the first 4 bytes): no stream needed. */
export function hashUnit(text: string): number {
  return (words(text)[0] ?? 0) / 4294967296;
}

/** A Poisson count (Knuth's product of uniforms: exact, and fast for the small means here). */
export function poisson(rng: Rng, mean: number): number {
  if (!(mean >= 0) || mean > 50) throw new RangeError(`poisson mean out of range: ${mean}`);
  const limit = Math.exp(-mean);
  let k = 0;
  let product = rng();
  while (product > limit) {
    k++;
    product *= rng();
  }
  return k;
}

/** A Fisher–Yates shuffle of a copy. */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
