/**
 * The first `uniforms.length` cards of a deck of `deckSize` shuffled by a forward
 * Fisher–Yates: for k = 0, 1, …: j = k + floor(u_k × (deckSize − k)), swap positions k
 * and j; card k is then final, drawn uniformly from the deckSize − k cards not yet dealt.
 * The later steps of a full shuffle never touch the first positions, so only these are
 * run. `cardAt(i)` is the card at position i of the unshuffled deck.
 *
 * With u_k = u32_k / 2³² (the fair stream's floats) the product is exact in a double
 * (under 2⁵³), so j = k + ((u32_k × (deckSize − k)) >> 32) in integers.
 */
export function shuffledPrefix<C>(
  deckSize: number,
  uniforms: readonly number[],
  cardAt: (position: number) => C,
): C[] {
  if (!Number.isInteger(deckSize) || deckSize < 1) {
    throw new RangeError(`the deck size must be a positive whole number, got ${deckSize}`);
  }
  if (uniforms.length > deckSize) {
    throw new RangeError(`a deck of ${deckSize} cannot deal ${uniforms.length} cards`);
  }
  // Only the positions a swap touched differ from the unshuffled deck, so only they are kept.
  const moved = new Map<number, number>();
  const at = (position: number) => moved.get(position) ?? position;
  return uniforms.map((u, k) => {
    if (!(u >= 0 && u < 1)) throw new RangeError(`uniform #${k} must be in [0, 1), got ${u}`);
    const j = k + Math.floor(u * (deckSize - k));
    const drawn = at(j);
    moved.set(j, at(k));
    moved.set(k, drawn);
    return cardAt(drawn);
  });
}
