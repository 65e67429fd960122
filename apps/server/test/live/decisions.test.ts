import { liveTableBet, liveTableDecide, liveTableState } from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/modules/ledger/index.ts';
import { step } from '../../src/modules/live/rounds.ts';
import { settleDealtRounds } from '../../src/modules/live/settle.ts';
import { call, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { inHousePlayer } from '../helpers/in-house-player.ts';
import { mainMinor, requestId } from '../helpers/money.ts';
import { expectError } from '../system/calls.ts';
import { bettingRound, rigRound, tableOf } from './rounds.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Hand = { category: string };
type Poker = { player: Hand; dealer: Hand; dealerQualifies: boolean; winner: string };

const TABLE = 'three-card-poker';
const bet = (sessionId: string, bets: { spot: string; stake: number }[]) =>
  call(t.app, liveTableBet, { sessionId, bets, requestId: requestId() });
const decide = (sessionId: string, decision: string, id = requestId()) =>
  call(t.app, liveTableDecide, { sessionId, decision, requestId: id });
const state = async (sessionId: string) =>
  okValue(liveTableState, await call(t.app, liveTableState, { sessionId }));

/** Ends betting (or the decisions) now and moves the table on. */
async function moveOn(roundId: number, column: 'betting_ends_at' | 'decisions_end_at') {
  const db = t.database.db;
  await db.execute(sql`UPDATE live_rounds SET ${sql.raw(column)} = now() - interval '1 second'
    WHERE id = ${roundId}`);
  return (await step(db, tableOf(TABLE), new Date())).round;
}

describe('a table where players decide (three card poker)', () => {
  it('shows the player’s cards, takes play’s stake once, folds the undecided, and pays each seat by its decisions', async () => {
    const round = await bettingRound(t, TABLE);
    // A pair for the player, beating a dealer who qualifies.
    await rigRound(
      t,
      round,
      (o: Poker) => o.player.category === 'pair' && o.dealerQualifies && o.winner === 'player',
    );
    const plays = await inHousePlayer(t, TABLE, 10_000n);
    const idle = await inHousePlayer(t, TABLE, 10_000n);
    const broke = await inHousePlayer(t, TABLE, 1_000n);
    okValue(
      liveTableBet,
      await bet(plays.opened.sessionId, [
        { spot: 'ante', stake: 10 },
        { spot: 'pairPlus', stake: 5 },
      ]),
    );
    okValue(liveTableBet, await bet(idle.opened.sessionId, [{ spot: 'ante', stake: 10 }]));
    okValue(liveTableBet, await bet(broke.opened.sessionId, [{ spot: 'ante', stake: 10 }]));
    // Play and call are decisions, not spots.
    await expectError(
      await bet(plays.opened.sessionId, [{ spot: 'play', stake: 10 }]),
      400,
      'VALIDATION_FAILED',
    );

    expect((await moveOn(round.id, 'betting_ends_at')).phase).toBe('DECIDING');
    const deciding = await state(plays.opened.sessionId);
    // Everyone sees the player's three cards, not the dealer's.
    expect(deciding.round).toMatchObject({ phase: 'DECIDING', outcome: null });
    expect(Object.keys(deciding.round?.visible ?? {})).toEqual(['player']);
    expect(deciding.decisions).toEqual({ made: [], next: ['play', 'fold'], win: null });
    await expectError(
      await bet(plays.opened.sessionId, [{ spot: 'ante', stake: 1 }]),
      409,
      'BETTING_CLOSED',
    );

    // Play stakes the ante again, once however often it is sent; then nothing is left to decide.
    const id = requestId();
    const played = okValue(liveTableDecide, await decide(plays.opened.sessionId, 'play', id));
    expect(played).toEqual({ decisions: { made: ['play'], next: [], win: null }, balance: 75 });
    expect(okValue(liveTableDecide, await decide(plays.opened.sessionId, 'play', id))).toEqual(
      played,
    );
    await expectError(await decide(plays.opened.sessionId, 'fold'), 409, 'CONFLICT');
    expect(await mainMinor(t, plays.p.id)).toBe(7_500n);
    // One who cannot cover play is refused and left to the default: fold.
    expect(await mainMinor(t, broke.p.id)).toBe(0n);
    await expectError(
      await decide(broke.opened.sessionId, 'play'),
      409,
      'WALLET_INSUFFICIENT_FUNDS',
    );

    expect((await moveOn(round.id, 'decisions_end_at')).phase).toBe('SETTLED');
    await expectError(await decide(idle.opened.sessionId, 'play'), 409, 'CONFLICT');
    await settleDealtRounds(t.app);
    // Ante 10 and play 10 win 1:1 (40), pair plus 5 at 1:1 (10): 50 back.
    expect(await mainMinor(t, plays.p.id)).toBe(7_500n + 5_000n);
    expect((await state(plays.opened.sessionId)).decisions).toEqual({
      made: ['play'],
      next: [],
      win: 50,
    });
    // No decision is a fold: the ante is lost, nothing else moves.
    expect(await mainMinor(t, idle.p.id)).toBe(9_000n);
    expect(await mainMinor(t, broke.p.id)).toBe(0n);
    await settleDealtRounds(t.app);
    expect(await mainMinor(t, plays.p.id)).toBe(12_500n);
    expect(await checkLedger(t.database.db)).toMatchObject({ ok: true });
  });

  it('gives back a decision’s stake whose decision was never written (a request cut off)', async () => {
    const round = await bettingRound(t, TABLE);
    const cut = await inHousePlayer(t, TABLE, 10_000n);
    okValue(liveTableBet, await bet(cut.opened.sessionId, [{ spot: 'ante', stake: 10 }]));
    expect((await moveOn(round.id, 'betting_ends_at')).phase).toBe('DECIDING');
    // As a process killed after storing play's slip, before the wallet and the decision.
    await t.database.db.execute(sql`INSERT INTO live_slips (seat_id, member_id, request_id, bets,
        stake, status, decision)
      SELECT id, ${cut.p.id}, ${requestId()}, '[{"spot":"play","stake":"1000"}]'::jsonb, 1000,
        'PENDING', 'play' FROM live_seats WHERE round_id = ${round.id} AND member_id = ${cut.p.id}`);
    expect((await moveOn(round.id, 'decisions_end_at')).phase).toBe('SETTLED');
    await settleDealtRounds(t.app);
    // The house took the stake to finish the slip, and gave it back: only the ante was at play.
    expect(await mainMinor(t, cut.p.id)).toBe(9_000n);
    expect(await checkLedger(t.database.db)).toMatchObject({ ok: true });
  });
});
