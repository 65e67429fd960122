import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { AppError } from '../../lib/app-error.ts';
import { tokenHash } from '../../lib/session-token.ts';

/** The game a launch token was issued for, found without using the token up. */
export async function launchTokenGame(q: Queryable, token: string) {
  const [row] = rowsOf<{ vendor: string; game_code: string }>(
    await q.execute(sql`SELECT vendor, game_code FROM launch_tokens
      WHERE token_hash = ${tokenHash(token)}`),
  );
  return row ? { vendor: row.vendor, gameCode: row.game_code } : null;
}

/** A demo wallet session's own demo money (a player's free trial of one game). */
export async function sessionDemoBalance(q: Queryable, sessionHash: string): Promise<bigint> {
  const [row] = rowsOf<{ balance: string | null }>(
    await q.execute(sql`SELECT demo_balance AS balance FROM provider_sessions
      WHERE session_hash = ${sessionHash}`),
  );
  return BigInt(row?.balance ?? 0);
}

/**
 * Moves a demo session's money in one guarded UPDATE: `take` out, only if the balance
 * covers it, and `give` in. Answers the balance after; a stake it does not cover is
 * refused.
 */
export async function moveSessionDemo(
  q: Queryable,
  sessionHash: string,
  take: bigint,
  give: bigint,
) {
  const [row] = rowsOf<{ balance: string }>(
    await q.execute(sql`UPDATE provider_sessions
      SET demo_balance = demo_balance - ${take.toString()} + ${give.toString()}
      WHERE session_hash = ${sessionHash} AND demo_balance >= ${take.toString()}
      RETURNING demo_balance AS balance`),
  );
  if (!row) throw new AppError('WALLET_INSUFFICIENT_FUNDS', 'Not enough money for this bet');
  return BigInt(row.balance);
}
