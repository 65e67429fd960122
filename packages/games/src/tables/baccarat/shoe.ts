import { type FairInput, floats } from '../../fair/outcomes.ts';
import { shuffledPrefix } from '../../fair/shuffled-prefix.ts';
import { type Card, SHOE_SIZE, unshuffledCard } from './cards.ts';

/** No coup uses more than six cards: two per hand and at most one more each. */
export const MAX_CARDS_PER_COUP = 6;

/**
 * The first `uniforms.length` cards of a fresh 8-deck shoe shuffled by a forward
 * Fisher–Yates: for k = 0, 1, …: j = k + floor(u_k × (416 − k)), swap positions k and j;
 * card k is then final, drawn uniformly from the 416 − k cards not yet dealt. The later
 * steps of a full shuffle never touch the first positions, so only these are run.
 */
export function shuffledShoePrefix(uniforms: readonly number[]): Card[] {
  return shuffledPrefix(SHOE_SIZE, uniforms, unshuffledCard);
}

/**
 * A round's cards from the fair input, a fresh shoe every round (so no round tells
 * anything about the next, and every round is verified alone):
 * u_0 … u_5 = floats(input, 6), i.e. bytes 4k … 4k+3 of
 * HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:0`) as a big-endian
 * unsigned integer divided by 2^32; then the shuffle of `shuffledShoePrefix`. In integers,
 * j = k + ((u32_k × (416 − k)) >> 32), exact. Six are always drawn, used or not.
 */
export function fairShoePrefix(input: FairInput): Card[] {
  return shuffledShoePrefix(floats(input, MAX_CARDS_PER_COUP));
}
