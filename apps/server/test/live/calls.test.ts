import { createHash } from 'node:crypto';
import { getBetRecords, liveTableBet, liveTableState } from '@gamehall/contract';
import { dealLive, sicboEngine } from '@gamehall/games';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { tokenHash } from '../../src/lib/session-token.ts';
import { checkLedger } from '../../src/modules/ledger/index.ts';
import { settleDealtRounds } from '../../src/modules/live/settle.ts';
import { call, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { inHousePlayer } from '../helpers/in-house-player.ts';
import { mainMinor, requestId } from '../helpers/money.ts';
import { expectError } from '../system/calls.ts';
import { bettingRound, dealNow, rigRound } from './rounds.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Dice = { dice: number[]; total: number; triple: boolean };
const bet = (sessionId: string, bets: { spot: string; stake: number }[], id = requestId()) =>
  call(t.app, liveTableBet, { sessionId, bets, requestId: id });
const state = async (sessionId: string) =>
  okValue(liveTableState, await call(t.app, liveTableState, { sessionId }));

describe('live table calls', () => {
  it('bets move money once however often they are sent, and the dealt round pays what the dice say', async () => {
    const round = await bettingRound(t, 'sicbo');
    // 4-5-6: big, odd (15), total 15, single 5 once; small and the triple lose.
    await rigRound(t, round, (o: Dice) => [...o.dice].sort().join() === '4,5,6');
    const { p, opened } = await inHousePlayer(t, 'sicbo', 10_000n);
    const id = requestId();
    const chips = [
      { spot: 'big', stake: 10 },
      { spot: 'total:15', stake: 2 },
      { spot: 'combo:5-4', stake: 1 },
    ];
    const first = okValue(liveTableBet, await bet(opened.sessionId, chips, id));
    expect(first).toEqual({
      slip: {
        id: expect.any(Number),
        roundId: round.id,
        // The spots as the board writes them.
        bets: [
          { spot: 'big', stake: 10, win: null },
          { spot: 'total:15', stake: 2, win: null },
          { spot: 'combo:4-5', stake: 1, win: null },
        ],
        stake: 13,
        win: null,
      },
      balance: 87,
    });
    // The same request again answers the same slip; its id for other chips is refused.
    expect(okValue(liveTableBet, await bet(opened.sessionId, chips, id))).toEqual(first);
    await expectError(
      await bet(opened.sessionId, [{ spot: 'big', stake: 11 }], id),
      409,
      'IDEMPOTENCY_CONFLICT',
    );
    // A second request adds chips to the round.
    okValue(
      liveTableBet,
      await bet(opened.sessionId, [
        { spot: 'small', stake: 5 },
        { spot: 'single:5', stake: 3 },
      ]),
    );
    expect(await mainMinor(t, p.id)).toBe(10_000n - 2_100n);

    // While bets are taken, the seed is shown by its hash only, and the table's totals add up.
    const before = await state(opened.sessionId);
    expect(before.round).toMatchObject({
      id: round.id,
      phase: 'BETTING',
      serverSeed: null,
      outcome: null,
    });
    expect(before.totals?.spots).toMatchObject({ big: 10, 'total:15': 2, small: 5 });
    expect(before.mySlips).toHaveLength(2);
    expect(before.table).toMatchObject({ id: 'sicbo', engine: 'sicbo', bettingMs: 15_000 });
    expect(before.table.limits.perBet.triple).toEqual({ min: 1, max: 50 });

    const dealt = await dealNow(t, round);
    // big 10 → 20, total 15 at 17:1 → 36, combo 4-5 at 5:1 → 6, small → 0, single 5 → 6.
    const after = await state(opened.sessionId);
    expect(after.mySlips.map((s) => s.win)).toEqual([62, 6]);
    expect(after.mySlips[1]?.bets).toEqual([
      { spot: 'small', stake: 5, win: 0 },
      { spot: 'single:5', stake: 3, win: 6 },
    ]);
    expect(after.balance).toBe(87 - 8 + 68);
    expect(await mainMinor(t, p.id)).toBe(14_700n);
    // Paying again pays nothing more.
    await settleDealtRounds(t.app);
    expect(await mainMinor(t, p.id)).toBe(14_700n);

    // The seed is shown with the result; anyone recomputes the dice from it.
    const shown = after.history.find((r) => r.id === round.id);
    expect(shown?.serverSeed).toBe(dealt.serverSeed);
    expect(
      createHash('sha256')
        .update(shown?.serverSeed ?? '')
        .digest('hex'),
    ).toBe(before.round?.seedHash);
    expect(
      dealLive(sicboEngine, {
        serverSeed: shown?.serverSeed ?? '',
        clientSeed: shown?.clientSeed ?? '',
        nonce: shown?.nonce ?? -1,
      }),
    ).toEqual(shown?.outcome);
    expect(shown).toMatchObject({ clientSeed: 'sicbo', nonce: round.seq });

    // One round in the betting record: staked 21, won 68.
    const record = okValue(getBetRecords, await call(t.app, getBetRecords, undefined, p.as()));
    expect(record.list.filter((r) => r.vassalage === opened.game.vendor)).toHaveLength(1);
    expect(await checkLedger(t.database.db)).toMatchObject({ ok: true });
  });

  it('refuses bad bets with a clear error and moves nothing', async () => {
    const round = await bettingRound(t, 'sicbo');
    const { p, opened } = await inHousePlayer(t, 'sicbo', 200_000n);
    const s = opened.sessionId;
    await expectError(await bet(s, [{ spot: 'total:3', stake: 1 }]), 400, 'VALIDATION_FAILED');
    await expectError(await bet(s, [{ spot: 'Big', stake: 1 }]), 400, 'VALIDATION_FAILED');
    await expectError(await bet(s, [{ spot: 'big', stake: 0.5 }]), 400, 'AMOUNT_OUT_OF_RANGE');
    const above = await bet(s, [{ spot: 'triple:6', stake: 51 }]);
    await expectError(above, 400, 'AMOUNT_OUT_OF_RANGE');
    expect(above.json()).toMatchObject({
      details: { reason: 'BET_ABOVE_MAX', limit: 50, betIndex: 0 },
    });
    // Limits hold per spot across requests: 40 now, then 11 more is over the 50.
    okValue(liveTableBet, await bet(s, [{ spot: 'triple:6', stake: 40 }]));
    await expectError(await bet(s, [{ spot: 'triple:6', stake: 11 }]), 400, 'AMOUNT_OUT_OF_RANGE');
    await expectError(
      await bet(s, [{ spot: 'big', stake: 2_000 }]),
      409,
      'WALLET_INSUFFICIENT_FUNDS',
    );
    expect(await mainMinor(t, p.id)).toBe(200_000n - 4_000n);

    // Once betting ends, nothing more is taken.
    await t.database.db.execute(sql`UPDATE live_rounds SET betting_ends_at = now()
      WHERE id = ${round.id}`);
    await expectError(await bet(s, [{ spot: 'big', stake: 1 }]), 409, 'BETTING_CLOSED');
    expect(await mainMinor(t, p.id)).toBe(196_000n);

    // Another game's session is not a table's.
    const crash = await inHousePlayer(t, 'crash', 100n);
    await expectError(
      await call(t.app, liveTableState, { sessionId: crash.opened.sessionId }),
      503,
      'GAME_UNAVAILABLE',
    );
  });

  it('a slip cut off before the wallet took its stake is finished once: by its repeat, or at the deal', async () => {
    const round = await bettingRound(t, 'sedie');
    await rigRound(t, round, (o: { reds: number }) => o.reds === 4);
    const repeated = await inHousePlayer(t, 'sedie', 10_000n);
    const dealt = await inHousePlayer(t, 'sedie', 10_000n);
    const broke = await inHousePlayer(t, 'sedie', 100n);
    // As a process killed between storing each slip and the wallet call leaves them.
    const cutOff = async (c: typeof repeated, stake: bigint, id: string) => {
      const db = t.database.db;
      await db.execute(sql`INSERT INTO live_seats (round_id, member_id, vendor, game_code, mode,
          session_hash) VALUES (${round.id}, ${c.p.id}, ${c.session.vendor},
          ${c.session.gameCode}, 'real', ${tokenHash(c.session.sessionId)})`);
      await db.execute(sql`INSERT INTO live_slips (seat_id, member_id, request_id, bets, stake, status)
        SELECT id, ${c.p.id}, ${id}, ${JSON.stringify([{ spot: 'fourRed', stake: stake.toString() }])}::jsonb,
          ${stake.toString()}, 'PENDING' FROM live_seats WHERE round_id = ${round.id}
          AND member_id = ${c.p.id}`);
    };
    const id = requestId();
    await cutOff(repeated, 1_000n, id);
    await cutOff(dealt, 1_000n, requestId());
    await cutOff(broke, 5_000n, requestId());
    // The repeat takes the stake once.
    const again = okValue(
      liveTableBet,
      await bet(repeated.opened.sessionId, [{ spot: 'fourRed', stake: 10 }], id),
    );
    expect(again.balance).toBe(90);
    await dealNow(t, round);
    // Four red pays 14:1: both stakes taken once and paid 150; the broke one refused, paid nothing.
    expect(await mainMinor(t, repeated.p.id)).toBe(9_000n + 15_000n);
    expect(await mainMinor(t, dealt.p.id)).toBe(9_000n + 15_000n);
    expect(await mainMinor(t, broke.p.id)).toBe(100n);
    const slips = rowsOf<{ status: string }>(
      await t.database.db.execute(sql`SELECT status FROM live_slips s
      JOIN live_seats t ON t.id = s.seat_id WHERE t.round_id = ${round.id} ORDER BY s.id`),
    );
    expect(slips.map((r) => r.status)).toEqual(['ACTIVE', 'ACTIVE', 'REFUSED']);
    expect(await checkLedger(t.database.db)).toMatchObject({ ok: true });
  });

  it('plays demo money for a free trial, never the ledger', async () => {
    const round = await bettingRound(t, 'dragon-tiger');
    await rigRound(t, round, (o: { winner: string }) => o.winner === 'dragon');
    const { p, opened } = await inHousePlayer(t, 'dragon-tiger', 5_000n, 'demo');
    expect(opened.mode).toBe('demo');
    const placed = okValue(
      liveTableBet,
      await bet(opened.sessionId, [
        { spot: 'dragon', stake: 100 },
        { spot: 'tie', stake: 10 },
      ]),
    );
    expect(placed.balance).toBe(opened.balance - 110);
    await dealNow(t, round);
    expect((await state(opened.sessionId)).balance).toBe(opened.balance - 110 + 200);
    expect(await mainMinor(t, p.id)).toBe(5_000n);
    const record = okValue(getBetRecords, await call(t.app, getBetRecords, undefined, p.as()));
    expect(record.list).toEqual([]);
  });
});
