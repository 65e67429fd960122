import { sql } from 'drizzle-orm';

/**
 * The vendors' game rounds as other modules may read them (docs/architecture.md "Tables"):
 * `FROM ${gameRoundsView} r` — r.vendor, r.round_id, r.member_id, r.game_code,
 * r.bet_amount, r.win_amount, r.status, r.created_at, r.settled_at.
 */
export const gameRoundsView = sql`(SELECT vendor, round_id, member_id, game_code, bet_amount,
  win_amount, status, created_at, settled_at FROM game_rounds)`;

/**
 * Players' settled rounds per brand day and game (`settled_bet_days`), as the rewards
 * read them: `FROM ${settledDaysView} d` — d.member_id, d.day, d.vendor, d.game_code,
 * d.bets, d.valid_bet, d.won, d.best_streak (the day's longest run of winning rounds).
 */
export const settledDaysView = sql`(SELECT member_id, day, vendor, game_code, bets, valid_bet, won,
  best_streak FROM settled_bet_days)`;
