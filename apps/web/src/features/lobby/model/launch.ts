import type { GameCard } from '@gamehall/contract';
import type * as z from 'zod/mini';

export type Game = z.infer<typeof GameCard>;
export type PlayMode = 'real' | 'demo';

/** Where a click on a game goes (product §2 "Game launch"). */
export type LaunchTarget =
  | { kind: 'login' }
  | { kind: 'freePlay' }
  | { kind: 'route'; to: string }
  | { kind: 'vendorPopup'; vassalage: string; displayName: string }
  | { kind: 'roomPicker'; game: Game; mode: PlayMode };

const lotteryPages = { LOTT: '/lottery', SEA: '/seaLottery', VN: '/vnlottery' } as const;
/** The in-house sportsbook's pages, by the category of the book's title. */
const sportsbookPages: Partial<Record<Game['gameType'], string>> = {
  SPORTS: '/sports',
  ESPORTS: '/esports',
};

/**
 * Product §2: launching needs a login (demo included, so a free trial is a trial account's):
 * a visitor's "Free trial" starts free play first where the brand offers it (`freePlay`),
 * then launches as that trial account;
 * a sportsbook's title (SPORTS, ESPORTS) opens the book's page, where visitors see the
 * prices and log in to bet;
 * lottery games open their lottery page with gameCode and playType; games flagged
 * vassalage open the vendor's game list in a popup; a PVP game first asks for one of its
 * rooms (stake tiers); the rest open /game.
 */
export function launchTarget(
  game: Game,
  mode: PlayMode,
  who: {
    loggedIn: boolean;
    trial: boolean;
    inVendorPopup?: boolean;
    roomId?: string;
    /** The brand offers free play (FREEPLAY3). */
    freePlay?: boolean;
  },
): LaunchTarget {
  const book = sportsbookPages[game.gameType];
  if (book)
    return { kind: 'route', to: `${book}?${new URLSearchParams({ book: game.vassalage })}` };
  if (!who.loggedIn) {
    return mode === 'demo' && who.freePlay ? { kind: 'freePlay' } : { kind: 'login' };
  }
  if (game.lotteryVariant) {
    const query = new URLSearchParams({ gameCode: game.nodeId });
    if (game.defaultPlayType) query.set('playType', game.defaultPlayType);
    return { kind: 'route', to: `${lotteryPages[game.lotteryVariant]}?${query}` };
  }
  if (game.isGame === 'VASSALAGE' && !who.inVendorPopup) {
    return { kind: 'vendorPopup', vassalage: game.vassalage, displayName: game.displayName };
  }
  if (game.gameType === 'PVP' && who.roomId === undefined)
    return { kind: 'roomPicker', game, mode };
  const query = new URLSearchParams({ gameId: String(game.gameId), vassalage: game.vassalage });
  if (who.roomId) query.set('roomId', who.roomId);
  // A trial account plays demo money only (product §4); the server refuses it real play too.
  if (mode === 'demo' || who.trial) query.set('mode', 'demo');
  return { kind: 'route', to: `/game?${query}` };
}
