/** A bet's wallet round under its book (decision 037). */
export const roundIdOf = (betId: number) => `sports-${betId}`;
