import { bigserial, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, when } from './columns.ts';

/**
 * The in-house lottery's draws (issue 15): one per game and issue, made ahead of its
 * betting window with a secret server seed whose commitment (sha256, hex) is public from
 * then on; at its draw time the numbers are computed from the seed (packages/games
 * `drawLottery`, client seed `{game}:{issue}`, nonce 0) and the seed is revealed.
 * `state`: OPEN until drawn, then DRAWN (CANCELLED is the operator's, later).
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
    /** The result as packages/games LotteryDraw: { family, numbers, special? }. */
    result: jsonb('result'),
    drawnAt: when('drawn_at'),
    createdAt: at('created_at'),
  },
  (t) => [
    uniqueIndex('lottery_draws_game_issue_uq').on(t.gameCode, t.issue),
    // A game's draws by time: the current one, the last results.
    index('lottery_draws_game_draw_at_idx').on(t.gameCode, t.drawAt),
  ],
);
