/**
 * The in-house lottery games (issue 15; the server's modules/lottery/games.ts). The
 * contract declares no list of them, and /lottery must tell one of ours (its betting page)
 * from another lottery's code (the lobby) before asking the server anything.
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

/** The betting page of a game, on a play type when one is given. */
export const bettingHref = (gameCode: string, playType?: string) =>
  `/lottery?${new URLSearchParams(playType ? { gameCode, playType } : { gameCode })}`;
