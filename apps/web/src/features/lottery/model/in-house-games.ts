import type { LOTTERY_AREAS } from '@gamehall/contract';

/**
 * The in-house e-lottery games (issue 15; the server's modules/lottery/games.ts). The
 * contract declares no list of them, and /lottery must tell one of ours (its betting page)
 * from another lottery's code (the lobby) before asking the server anything. The regional
 * games (/vnlottery, /seaLottery) are not listed here: their pages ask the server
 * (getLotteryMenus, getLotteryGame), which names their family and area.
 */
export const IN_HOUSE_GAME_CODES = [
  'SSC_1M',
  'SSC_3M',
  'SSC_5M',
  '11X5_3M',
  'PK10_1M',
  'PK10_5M',
  'LHC_5M',
  'LF_1M',
] as const;

export type InHouseGameCode = (typeof IN_HOUSE_GAME_CODES)[number];

export const isInHouseGame = (code: string | null): code is InHouseGameCode =>
  (IN_HOUSE_GAME_CODES as readonly (string | null)[]).includes(code);

/** Where a lottery game is listed (getLotteryGame's `area`). */
export type LotteryArea = (typeof LOTTERY_AREAS)[number];

/** The page that lists an area's games and holds their betting pages (product §2). */
export const AREA_PAGES: Readonly<Record<LotteryArea, string>> = {
  ELOTT: '/lottery',
  VN: '/vnlottery',
  SEA: '/seaLottery',
};

/** The betting page of a game of `area` (the e-lottery's by default), on a play type when given. */
export const bettingHref = (gameCode: string, playType?: string, area: LotteryArea = 'ELOTT') =>
  `${AREA_PAGES[area]}?${new URLSearchParams(playType ? { gameCode, playType } : { gameCode })}`;
