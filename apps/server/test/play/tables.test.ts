import {
  baccaratDeal,
  getTableLimits,
  launchGame,
  playOpen,
  rotateSeed,
  rouletteSpin,
} from '@gamehall/contract';
import { dealBaccarat, spinRoulette } from '@gamehall/games';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { checkLedger } from '../../src/modules/ledger/index.ts';
import { call, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { fund, mainMinor, moneyPlayer, type Player, requestId } from '../helpers/money.ts';
import { expectError } from '../system/calls.ts';

let t: TestApp;
let p: Player;
beforeAll(async () => {
  t = await buildTestApp();
  p = await moneyPlayer(t);
  await fund(t, p.id, 100_000n);
});
afterAll(() => t.close());

/** A live table of a vendor that plays from the main wallet (VLVT is no transfer vendor). */
async function openTable(engine: 'roulette' | 'baccarat') {
  const [row] = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`SELECT id FROM games WHERE vendor_code = 'VLVT'
      AND engine = ${engine} ORDER BY sort LIMIT 1`),
  );
  const launched = okValue(
    launchGame,
    await call(t.app, launchGame, undefined, { ...p.as(), query: { gameId: String(row?.id) } }),
  );
  const token = new URL(launched.game_url, 'http://site').searchParams.get('token');
  return okValue(playOpen, await call(t.app, playOpen, { token }));
}

const reveal = async (sessionId: string) =>
  okValue(rotateSeed, await call(t.app, rotateSeed, { sessionId, clientSeed: 'next-seed' }))
    .revealed;

describe('in-house roulette', () => {
  it('spins for the bets, pays by the table, and the revealed seed gives the same pocket', async () => {
    const table = await openTable('roulette');
    const before = await mainMinor(t, p.id);
    const bets = [
      { type: 'red', stake: 10 },
      { type: 'straight', numbers: [17], stake: 1 },
      { type: 'dozen', dozen: 2, stake: 5 },
    ];
    const spun = okValue(
      rouletteSpin,
      await call(t.app, rouletteSpin, { sessionId: table.sessionId, bets, requestId: requestId() }),
    );
    expect(spun.bet).toBe(16);
    expect(spun.outcome.results.map((r) => r.spot)).toEqual(['red', 'straight 17', 'dozen 2']);
    const { pocket } = spun.outcome;
    const red = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].includes(
      pocket,
    );
    const expected =
      (red ? 20 : 0) + (pocket === 17 ? 36 : 0) + (pocket >= 13 && pocket <= 24 ? 15 : 0);
    expect(spun.win).toBe(expected);
    expect(await mainMinor(t, p.id)).toBe(before - 1600n + BigInt(expected * 100));
    const seed = await reveal(table.sessionId);
    expect(spinRoulette({ ...seed, nonce: spun.fair.nonce }).pocket).toBe(pocket);
  });

  it('refuses a spot that is not on the layout and a stake over the limit, moving nothing', async () => {
    const table = await openTable('roulette');
    const before = await mainMinor(t, p.id);
    const limits = okValue(getTableLimits, await call(t.app, getTableLimits));
    const overMax = (limits.roulette.perBet.straight?.max ?? 0) + 1;
    const bad = [
      [[{ type: 'split', numbers: [1, 5], stake: 1 }], 400, 'VALIDATION_FAILED'],
      [[{ type: 'straight', numbers: [7], stake: overMax }], 400, 'AMOUNT_OUT_OF_RANGE'],
      [[{ type: 'straight', numbers: [37], stake: 1 }], 400, 'VALIDATION_FAILED'],
      [[{ type: 'red', stake: 0.001 }], 400, 'VALIDATION_FAILED'],
    ] as const;
    for (const [bets, status, code] of bad) {
      const res = await call(t.app, rouletteSpin, {
        sessionId: table.sessionId,
        bets,
        requestId: requestId(),
      });
      await expectError(res, status, code);
    }
    expect(await mainMinor(t, p.id)).toBe(before);
    // The seed pair's nonce moved for none of them.
    const ok = okValue(
      rouletteSpin,
      await call(t.app, rouletteSpin, {
        sessionId: table.sessionId,
        bets: [{ type: 'odd', stake: 1 }],
        requestId: requestId(),
      }),
    );
    expect(ok.fair.nonce).toBe(table.fair.nonce);
  });
});

describe('in-house baccarat', () => {
  it('deals a coup by the drawing rules and settles banker commission and ties', async () => {
    const table = await openTable('baccarat');
    const before = await mainMinor(t, p.id);
    const bets = [
      { type: 'banker', stake: 20 },
      { type: 'tie', stake: 1 },
    ];
    const id = requestId();
    const dealt = okValue(
      baccaratDeal,
      await call(t.app, baccaratDeal, { sessionId: table.sessionId, bets, requestId: id }),
    );
    const { winner } = dealt.outcome;
    const expected = winner === 'banker' ? 39 : winner === 'tie' ? 20 + 9 : 0;
    expect(dealt.win).toBe(expected);
    expect(await mainMinor(t, p.id)).toBe(before - 2100n + BigInt(expected * 100));
    // The same request again: the same coup, no money moves.
    const again = okValue(
      baccaratDeal,
      await call(t.app, baccaratDeal, { sessionId: table.sessionId, bets, requestId: id }),
    );
    expect(again).toEqual(dealt);
    await expectError(
      await call(t.app, baccaratDeal, {
        sessionId: table.sessionId,
        bets: [{ type: 'player', stake: 20 }],
        requestId: id,
      }),
      409,
      'IDEMPOTENCY_CONFLICT',
    );
    const seed = await reveal(table.sessionId);
    const coup = dealBaccarat({ ...seed, nonce: dealt.fair.nonce });
    expect(coup.player.cards).toEqual(dealt.outcome.player.cards);
    expect(coup.banker.cards).toEqual(dealt.outcome.banker.cards);
    expect(await checkLedger(t.database.db)).toMatchObject({ ok: true });
  });

  it('a roulette call on a baccarat table is refused', async () => {
    const table = await openTable('baccarat');
    await expectError(
      await call(t.app, rouletteSpin, {
        sessionId: table.sessionId,
        bets: [{ type: 'red', stake: 1 }],
        requestId: requestId(),
      }),
      503,
      'GAME_UNAVAILABLE',
    );
  });
});
