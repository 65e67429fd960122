/** One of the brand's hosts at random, so load spreads over every host the operator lists. */
export function pickOne(list: readonly string[]): string {
  return list[Math.floor(Math.random() * list.length)] ?? '';
}
