import { shuffledPrefix as shuffledDeck } from '../fair/shuffled-prefix.ts';

/**
 * The first `uniforms.length` numbers of 1…pool after a forward Fisher–Yates shuffle:
 * for k = 0, 1, …: j = k + floor(u_k × (pool − k)), swap positions k and j. Number k is then
 * drawn uniformly from those not yet drawn, the same shuffle as the card games' decks
 * (tables/README.md); later steps would not move the first positions, so they are not run.
 */
export const shuffledPrefix = (pool: number, uniforms: readonly number[]): number[] =>
  shuffledDeck(pool, uniforms, (position) => position + 1);
