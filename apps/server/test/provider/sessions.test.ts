import { providerBalance, providerBet, providerRollback, providerWin } from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tokenHash } from '../../src/lib/session-token.ts';
import {
  betFor,
  freshId,
  fundedPlayer,
  LIVE,
  mainOf,
  providerAppForThisFile,
  rollbackFor,
  SLOTS,
  whoIs,
} from './vendor.ts';

const env = providerAppForThisFile();

/** Ends a player's session of a vendor, as time would. */
async function expire(sessionId: string | undefined) {
  await env.t.database.db.execute(
    sql`UPDATE provider_sessions SET expires_at = now() - interval '1 second'
      WHERE session_hash = ${tokenHash(sessionId ?? '')}`,
  );
}

describe('wallet sessions', () => {
  it('an ended session takes no balance or bet, but the round’s win and rollback still land', async () => {
    const p = await fundedPlayer(env.t.database, 100);
    const bet = betFor(p, 10);
    const second = betFor(p, 5);
    await env.slots.ok(providerBet, bet);
    await env.slots.ok(providerBet, second);
    await expire(p.sessions[SLOTS]);

    await env.slots.refused(providerBalance, whoIs(p), 401, 'SESSION_EXPIRED');
    await env.slots.refused(providerBet, betFor(p, 1), 401, 'SESSION_EXPIRED');
    // A repeat of a bet taken while it was live keeps its first answer.
    expect(await env.slots.ok(providerBet, bet)).toMatchObject({ balance: 90, duplicate: true });
    const won = await env.slots.ok(providerWin, {
      ...bet,
      transactionId: freshId('win'),
      amount: 25,
    });
    expect(won.balance).toBe(110);
    // Without a session at all a win is accepted too (the round names the player).
    const { sessionId: _, ...noSession } = second;
    await env.slots.ok(providerRollback, rollbackFor(noSession));
    expect(await mainOf(env, p.memberId)).toBe(115);
  });

  it('a session is its vendor’s and its player’s only', async () => {
    const p = await fundedPlayer(env.t.database, 50);
    const q = await fundedPlayer(env.t.database, 50);
    // The LIVE vendor's session on a SLOTS call, and another player's session.
    await env.slots.refused(providerBet, betFor(p, 1, {}, LIVE), 401, 'SESSION_EXPIRED');
    await env.slots.refused(
      providerBet,
      { ...betFor(p, 1), sessionId: q.sessions[SLOTS] },
      401,
      'SESSION_EXPIRED',
    );
    await env.slots.refused(
      providerBalance,
      { account: p.account, sessionId: 'y'.repeat(43) },
      401,
      'SESSION_EXPIRED',
    );
    expect(await mainOf(env, p.memberId)).toBe(50);
    expect(await mainOf(env, q.memberId)).toBe(50);
  });

  it('balance and bets need a session id', async () => {
    const p = await fundedPlayer(env.t.database, 10);
    await env.slots.refused(providerBalance, { account: p.account }, 400, 'VALIDATION_FAILED');
    const { sessionId: _, ...bare } = betFor(p, 1);
    await env.slots.refused(providerBet, bare, 400, 'VALIDATION_FAILED');
  });
});
