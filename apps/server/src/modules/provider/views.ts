import { sql } from 'drizzle-orm';

/**
 * The vendors' game rounds as other modules may read them (docs/architecture.md "Tables"):
 * `FROM ${gameRoundsView} r` — r.vendor, r.round_id, r.member_id, r.game_code,
 * r.bet_amount, r.win_amount, r.status, r.created_at, r.settled_at.
 */
export const gameRoundsView = sql`(SELECT vendor, round_id, member_id, game_code, bet_amount,
  win_amount, status, created_at, settled_at FROM game_rounds)`;
