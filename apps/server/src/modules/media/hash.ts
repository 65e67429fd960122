import { createRng, type Rng } from '../../lib/seeded-random.ts';

export type { Rng };

/** Deterministic randomness: every image is a pure function of its name, never Math.random. */

/** FNV-1a over UTF-16 code units, then a murmur3 finaliser so short names still avalanche. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A generator seeded from the hash of `key`. */
export function rngFor(key: string): Rng {
  return createRng(hash32(key));
}
