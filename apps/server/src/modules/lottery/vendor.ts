/**
 * The in-house lottery as the catalogue and the wallet know it: a vendor whose games are
 * the lottery games (seed/lottery-vendor.ts), each bet a round of its own (decision 031).
 */
export const LOTTERY_VENDOR = 'GHLT';

/** A bet's round in the provider area: its money, betting record and reports. */
export const roundIdOf = (betId: number) => `lottery-${betId}`;
