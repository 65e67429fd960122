import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';
import { text } from './fields.ts';
import { VendorCode } from './games.ts';
import { PageInfo, PageQuery } from './paging.ts';
import { GameCategoryCode } from './system.ts';

/**
 * The console's games page (issue 19): the whole catalogue as staff see it, disabled games
 * and vendors included, and the three things they change — shown or not, hot, the order.
 * Reading a vendor's signing secret is `opsVendorKey` (games.secrets, ops-money.ts).
 */
const tag = 'ops';

/** A lobby position, lower first; bounded so a slip of the keyboard cannot leave the int column. */
export const CatalogueSort = /* @__PURE__ */ z.int().check(z.minimum(0), z.maximum(1_000_000));

/** The filter on whether a game shows (absent: both). */
export const GAME_STATES = ['enabled', 'disabled'] as const;

export const ConsoleGame = /* @__PURE__ */ z.object({
  id: z.int(),
  vendor: z.string(),
  /** The vendor is switched off: the game is hidden whatever its own switch says. */
  vendorEnabled: z.boolean(),
  gameCode: z.string(),
  name: z.string(),
  category: z.string(),
  enabled: z.boolean(),
  isHot: z.boolean(),
  sort: z.int(),
  /** 0: a free trial with demo money is offered (product §3). */
  supportPlay: z.int(),
  /** The in-house game that serves it, if any. */
  engine: z.nullable(z.string()),
});

export const ConsoleVendor = /* @__PURE__ */ z.object({
  code: z.string(),
  displayName: z.string(),
  category: z.string(),
  enabled: z.boolean(),
  isHot: z.boolean(),
  sort: z.int(),
  /** Its games, and how many of them are switched on. */
  games: z.int(),
  enabledGames: z.int(),
  /**
   * This server plays its games (no launch address, in-house engines; decision 016): it has
   * no signing secret to show.
   */
  inHouse: z.boolean(),
});

/** At least one change: a body naming only what it changes must name something. */
const someChange = (b: { enabled?: boolean; hot?: boolean; sort?: number }) =>
  b.enabled !== undefined || b.hot !== undefined || b.sort !== undefined;

const Changes = {
  enabled: z.optional(z.boolean()),
  hot: z.optional(z.boolean()),
  sort: z.optional(CatalogueSort),
};

export const opsListGames = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/games',
  tag,
  staff: 'games.write',
  summary:
    'The catalogue in lobby order (vendor order, then the game’s), disabled games included: by name or code, vendor, category, state',
  query: z.object({
    /** Part of the name or the game code, any case. */
    search: z.optional(text(64)),
    vendor: z.optional(VendorCode),
    category: z.optional(GameCategoryCode),
    state: z.optional(z.enum(GAME_STATES)),
    ...PageQuery,
  }),
  value: z.object({ list: z.array(ConsoleGame), ...PageInfo }),
});

export const opsChangeGame = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/games/change',
  tag,
  staff: 'games.write',
  summary:
    'Switch a game on or off, mark it hot or not, or move it in its vendor’s order; the lobby shows it at once',
  body: z
    .strictObject({ id: z.int().check(z.minimum(1), z.maximum(2_147_483_647)), ...Changes })
    .check(z.refine(someChange, 'name at least one change: enabled, hot or sort')),
  value: ConsoleGame,
});

export const opsListVendors = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/vendors',
  tag,
  staff: 'games.write',
  summary: 'Every vendor in lobby order, disabled ones included, with its game counts',
  query: z.object({}),
  value: z.object({ list: z.array(ConsoleVendor) }),
});

export const opsChangeVendor = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/vendors/change',
  tag,
  staff: 'games.write',
  summary:
    'Switch a vendor on or off (its games with it), mark it hot or not, or move it in the lobby’s order',
  body: z
    .strictObject({ code: VendorCode, ...Changes })
    .check(z.refine(someChange, 'name at least one change: enabled, hot or sort')),
  value: ConsoleVendor,
});
