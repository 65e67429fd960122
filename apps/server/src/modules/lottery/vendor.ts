import { anyLotteryGame, isRegional } from './games.ts';

/**
 * The in-house lottery as the catalogue and the wallet know it: a vendor per area whose
 * games are the lottery games (seed/catalog-data.ts), each bet a round of its own
 * (decision 031) under its game's vendor, so the records name the game.
 */
export const LOTTERY_VENDORS = { ELOTT: 'GHLT', VN: 'GHVN', SEA: 'GHSA' } as const;

/** The vendor of a lottery game's bets. */
export function vendorOf(gameCode: string): string {
  const game = anyLotteryGame(gameCode);
  if (!game) throw new Error(`no lottery game ${gameCode}`);
  return LOTTERY_VENDORS[isRegional(game) ? game.area : 'ELOTT'];
}

/** A bet's round in the provider area: its money, betting record and reports. */
export const roundIdOf = (betId: number) => `lottery-${betId}`;
