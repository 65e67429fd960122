import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, when } from './columns.ts';

/**
 * The in-house lottery's draws (issue 15): one per game and issue, made ahead of its
 * betting window with a secret server seed whose commitment (sha256, hex) is public from
 * then on; at its draw time the numbers are computed from the seed (packages/games
 * `drawLottery`, client seed `{game}:{issue}`, nonce 0) and the seed is revealed.
 * `state`: OPEN until drawn, then DRAWN; CANCELLED by the operator (every stake refunded).
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameCode: text('game_code').notNull(),
    issue: text('issue').notNull(),
    opensAt: when('opens_at').notNull(),
    closesAt: when('closes_at').notNull(),
    drawAt: when('draw_at').notNull(),
    serverSeed: text('server_seed').notNull(),
    commitment: text('commitment').notNull(),
    state: text('state').notNull().default('OPEN'),
    /**
     * The result as packages/games LotteryResult: { family, numbers, special? } drawn from
     * the seed, or a regional { family, prizes } entered from the official draw.
     */
    result: jsonb('result'),
    drawnAt: when('drawn_at'),
    /** Where the result came from: FAIR (its seed), DEMO (made up, development), OPERATOR. */
    source: text('source'),
    /** Results entered so far: 2 and more are corrections, each re-settling the bets. */
    revision: integer('revision').notNull().default(0),
    /** The revision whose settlement has finished: every bet paid by that result. */
    settledRevision: integer('settled_revision'),
    createdAt: at('created_at'),
  },
  (t) => [
    uniqueIndex('lottery_draws_game_issue_uq').on(t.gameCode, t.issue),
    // A game's draws by time: the current one, the last results.
    index('lottery_draws_game_draw_at_idx').on(t.gameCode, t.drawAt),
    // The settlement job's work: drawn draws whose result has not been settled yet.
    index('lottery_draws_to_settle_idx')
      .on(t.drawAt)
      .where(sql`${t.state} = 'DRAWN' and ${t.settledRevision} is distinct from ${t.revision}`),
  ],
);

/**
 * A slip as the player sent it (one request): its bets on one draw, or on each draw of a
 * chase. `requestId` makes the request idempotent per member; `requestHash` refuses the
 * same id with another slip.
 */
export const lotteryOrders = pgTable(
  'lottery_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    requestId: text('request_id').notNull(),
    requestHash: text('request_hash').notNull(),
    gameCode: text('game_code').notNull(),
    /** Draws the order follows: 1, or a chase's count. */
    draws: integer('draws').notNull(),
    stopOnWin: boolean('stop_on_win').notNull().default(false),
    /** The brand's prize mode when it was placed: its bets are paid by that table. */
    prizeMode: text('prize_mode').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    createdAt: at('created_at'),
  },
  (t) => [uniqueIndex('lottery_orders_member_request_uq').on(t.memberId, t.requestId)],
);

/**
 * One bet on one draw: a play type's checked selection, its unit (minor units) and
 * multiplier, and the bet count and stake the server computed. Its money is the in-house
 * lottery vendor's round `lottery-{id}` (bet, win or refund through the provider area).
 * `state`: OPEN until its draw settles it (WON, LOST) or it is CANCELLED (stake refunded).
 */
export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    drawId: bigint('draw_id', { mode: 'number' }).notNull(),
    gameCode: text('game_code').notNull(),
    issue: text('issue').notNull(),
    /** 1-based place in its order's draws (a chase's draw number). */
    drawIndex: integer('draw_index').notNull(),
    playType: text('play_type').notNull(),
    selection: jsonb('selection').notNull(),
    unit: bigint('unit', { mode: 'bigint' }).notNull(),
    multiplier: integer('multiplier').notNull(),
    betCount: integer('bet_count').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    state: text('state').notNull().default('OPEN'),
    win: bigint('win', { mode: 'bigint' }),
    /** The draw's result revision it was settled by: a correction settles it again. */
    settledRevision: integer('settled_revision'),
    placedAt: at('placed_at'),
    settledAt: when('settled_at'),
  },
  (t) => [
    // A draw's bets, in id order: the settlement reads those still to settle from the
    // last one it read on. `state` is in no index, so settling a bet (state, win and the
    // revision, on a page its table leaves half free: migration 0025) is a HOT update that
    // writes no index entry.
    index('lottery_bets_draw_idx').on(t.drawId, t.id),
    index('lottery_bets_member_id_idx').on(t.memberId, t.id),
    index('lottery_bets_order_idx').on(t.orderId),
  ],
);

/**
 * Running stakes of a draw the limits are checked against, raised by one guarded upsert
 * per bet (increment, then decide) and lowered when a bet is cancelled. `scope`: MEMBER
 * (key: member id; the player's stake on the draw) or NUMBER (key: play type and
 * selection; every player's stake on it).
 */
export const lotteryDrawStakes = pgTable(
  'lottery_draw_stakes',
  {
    drawId: bigint('draw_id', { mode: 'number' }).notNull(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.scope, t.key] })],
);
