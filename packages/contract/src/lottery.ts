import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';
import { text } from './fields.ts';
import { countQuery } from './paging.ts';

/*
 * The in-house lottery (issue 15, product §7 lottery calls). Each draw's commitment
 * (sha256 of its server seed, hex) is public while it takes bets; once drawn, its seed is
 * revealed and its numbers can be recomputed (packages/games `drawLottery`, client seed
 * `{gameCode}:{issue}`, nonce 0).
 */

const tag = 'lottery';

/** The e-lottery families (packages/games LOTTERY_FAMILIES). */
export const LOTTERY_FAMILY_CODES = ['SSC', '11X5', 'PK10', 'LHC', 'LF'] as const;

/** The regional lotteries' families (packages/games REGIONAL_LOTTERY_FAMILIES). */
export const REGIONAL_FAMILY_CODES = ['VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH', 'THAI', '4D'] as const;

/** Where a lottery game is listed: the e-lottery (/elott, /lottery), /vnlottery, /seaLottery. */
export const LOTTERY_AREAS = ['ELOTT', 'VN', 'SEA'] as const;

/** A draw taking bets: until `closesAt`, drawn at `drawAt`. */
export const OpenDraw = /* @__PURE__ */ z.object({
  issue: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  drawAt: z.string(),
  commitment: z.string(),
});

/** A drawn draw, with what anyone needs to recompute it. */
export const DrawnDraw = /* @__PURE__ */ z.object({
  issue: z.string(),
  drawAt: z.string(),
  numbers: z.array(z.int()),
  /** LHC's special number; null for the other families. */
  special: z.nullable(z.int()),
  commitment: z.string(),
  serverSeed: z.string(),
  clientSeed: z.string(),
  nonce: z.int(),
});
export type DrawnDraw = z.infer<typeof DrawnDraw>;

export const getPopularLotteries = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/lgw/games/popular',
  tag,
  summary: "The lottery games with each one's draw taking bets and its last result",
  query: z.object({
    count: countQuery(20, 20),
    prizeMode: z.optional(text(16)),
    device: z.optional(text(16)),
    language: z.optional(text(16)),
  }),
  value: z.object({
    list: z.array(
      z.object({
        gameCode: z.string(),
        family: z.enum(LOTTERY_FAMILY_CODES),
        everyMinutes: z.int(),
        current: z.nullable(OpenDraw),
        last: z.nullable(DrawnDraw),
      }),
    ),
  }),
});

export const getOpenedNumbers = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/lotto/lgw/games/opened/numero',
  tag,
  token: true,
  summary: "A lottery game's last results, newest first, each with its revealed seed",
  query: z.object({
    gameCode: text(32, 1),
    count: countQuery(100, 100),
  }),
  value: z.object({ list: z.array(DrawnDraw) }),
});
