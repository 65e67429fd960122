import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';
import { text } from './fields.ts';
import { LOTTERY_AREAS } from './lottery.ts';
import { countQuery } from './paging.ts';

/*
 * The lottery menus and the regional lotteries' results (issue 15, product §3 "Lottery
 * game", §7 lottery calls). A regional result is its prize tiers in the family's order
 * (packages/games REGIONAL_TIERS), each a list of digit strings with their leading zeros.
 */

const tag = 'lottery';

/** A lottery game in a menu: its code and English name (the site words it by code). */
const MenuGame = /* @__PURE__ */ z.object({ code: z.string(), displayName: z.string() });

/** Menus grouped as the spec's lottery game: gameMenus of gameGroupCode, labelName, games. */
const GameMenus = /* @__PURE__ */ z.object({
  gameMenus: z.array(
    z.object({
      gameGroupCode: z.string(),
      /** A text key of the site (e.g. lt_group_VN_NORTH). */
      labelName: z.string(),
      games: z.array(MenuGame),
    }),
  ),
});

/**
 * The lottery menus. The spec's `/lgw/games/game_menus` already answers the nav's sorting
 * data (system.ts getGameMenus), so the lottery's grouped menus live beside it.
 */
export const getLotteryMenus = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/lgw/lottery/games/game_menus',
  tag,
  summary: 'Every in-house lottery game, grouped by area (e-lottery, Vietnam, south-east Asia)',
  query: z.object({ area: z.optional(z.enum(LOTTERY_AREAS)) }),
  value: GameMenus,
});

export const getVnGameMenu = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  tag,
  token: true,
  summary: "The Vietnamese lottery's games grouped by region (north, central, south)",
  value: GameMenus,
});

export const getVnRecentGames = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/lgw/vn/games/game_menu/recent',
  tag,
  token: true,
  summary: 'The Vietnamese lottery games the player bet on lately, most recent first',
  value: z.object({ games: z.array(MenuGame) }),
});

/** A regional draw's result as entered (or made up on a demo site), with its revision. */
export const RegionalDrawn = /* @__PURE__ */ z.object({
  issue: z.string(),
  drawAt: z.string(),
  prizes: z.array(z.array(z.string())),
  /** Entered by the operator, from the official feed, or made up on a development site. */
  source: z.enum(['OPERATOR', 'FEED', 'DEMO']),
  /** 1 for the first result; more when it was corrected (the bets were settled again). */
  revision: z.int(),
});
export type RegionalDrawn = z.infer<typeof RegionalDrawn>;

export const getRegionalResults = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/lgw/vn/numeros/opened/game',
  tag,
  summary:
    "A regional lottery game's (Vietnam, Thai, 4D) last results, newest first, each with its prize tiers",
  query: z.object({ gameCode: text(32, 1), count: countQuery(100, 100) }),
  value: z.object({ list: z.array(RegionalDrawn) }),
});

/** A digit string of a prize number: 2 to 6 digits, leading zeros kept. */
const PrizeNumber = /* @__PURE__ */ z.string().check(z.regex(/^\d{2,6}$/, '2 to 6 digits'));

export const opsEnterLotteryResult = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/lottery/results',
  tag: 'ops',
  staff: 'results.write',
  summary:
    "Enters a regional draw's official result once its bets are closed, and settles its bets; entered again with other numbers it is a correction: every bet is settled again and the difference paid or taken back with new ledger entries",
  body: z.strictObject({
    gameCode: text(32, 1),
    issue: text(32, 1),
    prizes: z
      .array(z.array(PrizeNumber).check(z.minLength(1), z.maxLength(10)))
      .check(z.minLength(1), z.maxLength(12)),
  }),
  value: z.object({
    issue: z.string(),
    revision: z.int(),
    /** Bets settled, or settled again by a correction. */
    settled: z.int(),
  }),
});

export const opsCancelLotteryDraw = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/lottery/draws/cancel',
  tag: 'ops',
  staff: 'results.write',
  summary:
    'Cancels a draw that has no result (its bets closed, e.g. the official draw did not take place): every open bet on it is refunded',
  body: z.strictObject({ gameCode: text(32, 1), issue: text(32, 1) }),
  value: z.object({ issue: z.string(), refunded: z.int() }),
});

export const opsCloseLotteryDraw = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/lottery/draws/close',
  tag: 'ops',
  staff: 'results.write',
  summary:
    'Stops taking bets on a draw now, before its cut-off (the official draw was moved earlier, or betting on it looks wrong); its bets stay and wait for its result',
  body: z.strictObject({ gameCode: text(32, 1), issue: text(32, 1) }),
  value: z.object({ issue: z.string(), closesAt: z.string() }),
});

/**
 * The lottery lobby request of product §3: where the site's lottery pages open for an area,
 * a game and a view (betting when a game is named, else the lobby).
 */
export const launchLotteryLobby = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/lgw/lotto/lobby',
  tag,
  token: true,
  summary:
    "The address of the lottery's lobby or a game's betting page for an area (ELOTT, VN, SEA), as the lottery lobby request asks",
  query: z.object({
    lottoArea: z.optional(z.enum(LOTTERY_AREAS)),
    launchMode: z.optional(text(16)),
    lottoPrizeMode: z.optional(text(16)),
    lottoGameCode: z.optional(text(32, 1)),
    lottoView: z.optional(z.enum(['betting', 'lobby'])),
    device: z.optional(text(16)),
    backUrl: z.optional(text(512)),
    language: z.optional(text(16)),
  }),
  value: z.object({ content: z.string(), lottoView: z.enum(['betting', 'lobby']) }),
});
