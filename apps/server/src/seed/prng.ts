/** The seeded generator behind the demo data; see lib/seeded-random.ts. */
export { createRng, type Rng } from '../lib/seeded-random.ts';

/** A stable 32-bit seed from a string, so each vendor gets its own sequence. */
export function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
