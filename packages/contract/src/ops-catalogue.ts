import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';
import { text } from './fields.ts';
import { GameClassify, GameCode, LOTTERY_VARIANTS, VendorCode } from './games.ts';
import { Amount, MAX_AMOUNT, twoPlaces } from './money.ts';
import { GameCategoryCode } from './system.ts';

/**
 * The vendor feed an operator imports (`npm run operator -- catalogue import FILE`):
 * every vendor with its whole game list. Importing is an upsert by vendor code and by
 * (vendor, gameCode); a game the feed no longer lists is disabled, never deleted, so
 * betting records still name it. Documented in docs/catalogue-feed.md.
 */
const tag = 'ops';

export const CATALOGUE_FORMAT = 'gamehall-catalogue/1';
/** One import holds at most this many games (the demo catalogue has about 10,000). */
export const MAX_FEED_GAMES = 50_000;

const Flag = /* @__PURE__ */ z.union([z.literal(0), z.literal(1)]);
const Sort = /* @__PURE__ */ z.int().check(z.minimum(0), z.maximum(1_000_000));
/** An image the feed names: a path on this server or an https address. */
const ImageUrl = z
  .string()
  .check(z.maxLength(500), z.regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/, 'a /path or an https URL'));
const Stake = /* @__PURE__ */ z.number().check(z.positive(), z.maximum(MAX_AMOUNT), twoPlaces);

export const FeedRoom = /* @__PURE__ */ z.strictObject({
  roomId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'A-Z a-z 0-9 _ -')),
  name: text(60, 1),
  minBet: Stake,
  maxBet: Stake,
  seats: z.int().check(z.minimum(2), z.maximum(100)),
});

/** Language codes as the site uses them (ES, EN, CN, PT-BR…). */
const LanguageKey = z
  .string()
  .check(z.regex(/^[A-Z]{2,3}(-[A-Z]{2,4})?$/, 'a language code such as ES'));

export const FeedGame = /* @__PURE__ */ z.strictObject({
  gameCode: GameCode,
  name: text(120, 1),
  /** The name in other languages, by code ({ "ES": "…", "CN": "…" }); the lobby shows the player's. */
  names: z.optional(z.record(LanguageKey, text(120, 1))),
  /** Defaults to the vendor's category (a vendor may offer slots and fishing, say). */
  category: z.optional(GameCategoryCode),
  gameClassify: z.optional(z.nullable(GameClassify)),
  /** 0: a free trial is offered. Default 1. */
  supportPlay: z.optional(Flag),
  /** The smallest stake, a decimal with at most 2 places. */
  minBet: Amount,
  lines: z.optional(z.int().check(z.minimum(0), z.maximum(100_000))),
  isHot: z.optional(Flag),
  /** Lobby order within the vendor; default: the order of the feed. */
  sort: z.optional(Sort),
  /** Default: artwork this server draws (/media/game/VENDOR/CODE.svg). */
  iconUrl: z.optional(ImageUrl),
  defaultPlayType: z.optional(z.nullable(text(32, 1))),
  /** The in-house game behind it (slot model id, crash, roulette, baccarat). */
  engine: z.optional(z.nullable(z.string().check(z.regex(/^[a-z0-9-]{1,40}$/, 'a-z 0-9 -')))),
  rooms: z.optional(z.array(FeedRoom).check(z.maxLength(20))),
});

export const FeedVendor = /* @__PURE__ */ z.strictObject({
  code: VendorCode,
  displayName: text(60, 1),
  category: GameCategoryCode,
  sort: z.optional(Sort),
  isHot: z.optional(Flag),
  iconUrl: z.optional(ImageUrl),
  /** Its games open the vendor's own game list in a popup. */
  vassalage: z.optional(z.boolean()),
  lotteryVariant: z.optional(z.nullable(z.enum(LOTTERY_VARIANTS))),
  /** https URL template with {token} {game} {lang} {mode}; absent for in-house games. */
  launchUrl: z.optional(
    z.nullable(z.string().check(z.maxLength(500), z.regex(/^https:\/\/\S+$/, 'an https URL'))),
  ),
  games: z.array(FeedGame).check(z.maxLength(MAX_FEED_GAMES)),
});

export const CatalogueFeed = /* @__PURE__ */ z.strictObject({
  format: z.literal(CATALOGUE_FORMAT),
  vendors: z.array(FeedVendor).check(z.minLength(1), z.maxLength(500)),
});
export type CatalogueFeed = z.infer<typeof CatalogueFeed>;

export const ImportSummary = /* @__PURE__ */ z.object({
  vendors: z.int(),
  added: z.int(),
  updated: z.int(),
  unchanged: z.int(),
  /** Games of these vendors that the feed no longer lists: now hidden. */
  disabled: z.int(),
});

export const opsImportCatalogue = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/catalogue/import',
  tag,
  staff: 'games.write',
  summary:
    'Imports a vendor feed (gamehall-catalogue/1): upserts vendors and games, hides games a vendor dropped',
  body: CatalogueFeed,
  value: ImportSummary,
});
