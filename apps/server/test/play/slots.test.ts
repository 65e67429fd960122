import {
  getBalance,
  getBetRecords,
  launchGame,
  listSeeds,
  playOpen,
  rotateSeed,
  slotSpin,
} from '@gamehall/contract';
import { commitment, fairStopSource, playSlotRound, slotModels } from '@gamehall/games';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { checkLedger } from '../../src/modules/ledger/index.ts';
import { recoverOpenRounds } from '../../src/modules/play/recovery.ts';
import { insertRound } from '../../src/modules/play/rounds.ts';
import { takeNonce } from '../../src/modules/play/seeds.ts';
import { call, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { fund, mainMinor, moneyPlayer, type Player, requestId } from '../helpers/money.ts';
import { expectError } from '../system/calls.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A slot of the in-house vendor with the given engine and free-trial flag. */
async function slotGame(engine: string, supportPlay = 1) {
  const [row] = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`SELECT id FROM games WHERE vendor_code = 'GHOR'
      AND engine = ${engine} AND support_play = ${supportPlay} ORDER BY sort LIMIT 1`),
  );
  if (!row) throw new Error(`no GHOR game on ${engine}`);
  return String(row.id);
}

/** Launch and open, as the site and then the game page do. */
async function openGame(p: Player, engine = 'slot-sevens', playMode: 'real' | 'demo' = 'real') {
  const gameId = await slotGame(engine, playMode === 'demo' ? 0 : 1);
  const launched = okValue(
    launchGame,
    await call(t.app, launchGame, undefined, { ...p.as(), query: { gameId, playMode } }),
  );
  const token = new URL(launched.game_url, 'http://site').searchParams.get('token');
  return okValue(playOpen, await call(t.app, playOpen, { token }));
}

const spin = (sessionId: string, bet: number, id = requestId()) =>
  call(t.app, slotSpin, { sessionId, bet, requestId: id });

describe('in-house slots', () => {
  it('opens the game with its seed commitment and settles a spin through the wallet', async () => {
    const p = await moneyPlayer(t);
    await fund(t, p.id, 10_000n);
    const game = await openGame(p);
    expect(game).toMatchObject({
      mode: 'real',
      balance: 100,
      currency: 'MXN',
      currencySymbol: '$',
    });
    expect(game.game).toMatchObject({ vendor: 'GHOR', engine: 'slot-sevens' });
    expect(game.fair.nonce).toBe(0);

    const bet = (slotModels['slot-sevens']?.betLevels[0] ?? 0) / 100;
    const first = okValue(slotSpin, await spin(game.sessionId, bet));
    expect(first.fair).toEqual(game.fair);
    expect(first.balance).toBeCloseTo(100 - bet + first.win, 2);
    expect(await mainMinor(t, p.id)).toBe(BigInt(Math.round(first.balance * 100)));
    const second = okValue(slotSpin, await spin(game.sessionId, bet));
    expect(second.fair.nonce).toBe(1);

    // The betting record has both rounds under the in-house vendor.
    const record = okValue(getBetRecords, await call(t.app, getBetRecords, undefined, p.as()));
    expect(record.list.filter((r) => r.vassalage === 'GHOR')).toHaveLength(2);

    // Revealed, the seed recomputes both rounds exactly.
    const rotated = okValue(
      rotateSeed,
      await call(t.app, rotateSeed, { sessionId: game.sessionId, clientSeed: 'my-own-seed' }),
    );
    expect(commitment(rotated.revealed.serverSeed)).toBe(game.fair.serverSeedHash);
    expect(rotated.revealed.nonce).toBe(2);
    expect(rotated.next).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 });
    const model = slotModels['slot-sevens'];
    if (!model) throw new Error('no model');
    for (const [nonce, round] of [first, second].entries()) {
      const again = playSlotRound(
        model,
        round.outcome.bet,
        fairStopSource({
          serverSeed: rotated.revealed.serverSeed,
          clientSeed: game.fair.clientSeed,
          nonce,
        }),
      );
      expect(again).toEqual(round.outcome);
    }
    const third = okValue(slotSpin, await spin(game.sessionId, bet));
    expect(third.fair).toEqual(rotated.next);
    // After a reload the revealed seed is still there to verify with.
    const seeds = okValue(listSeeds, await call(t.app, listSeeds, { sessionId: game.sessionId }));
    expect(seeds.active).toMatchObject({ clientSeed: 'my-own-seed', nonce: 1 });
    expect(seeds.revealed).toEqual([{ ...rotated.revealed, revealedAt: expect.any(String) }]);
  });

  it('a repeated request answers the same round and moves the money once', async () => {
    const p = await moneyPlayer(t);
    await fund(t, p.id, 5_000n);
    const game = await openGame(p, 'slot-jade-temple');
    const bet = (slotModels['slot-jade-temple']?.betLevels[0] ?? 0) / 100;
    const id = requestId();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => spin(game.sessionId, bet, id)),
    );
    const values = answers.map((a) => okValue(slotSpin, a));
    expect(new Set(values.map((v) => v.roundId)).size).toBe(1);
    const [one] = values;
    expect(await mainMinor(t, p.id)).toBe(
      5_000n - BigInt(Math.round(bet * 100)) + BigInt(Math.round((one?.win ?? 0) * 100)),
    );
    await expectError(await spin(game.sessionId, bet * 2, id), 409, 'IDEMPOTENCY_CONFLICT');
    expect(await checkLedger(t.database.db)).toMatchObject({ ok: true });
  });

  it('many spins at once each get their own nonce', async () => {
    const p = await moneyPlayer(t);
    await fund(t, p.id, 50_000n);
    const game = await openGame(p, 'slot-cosmic-gems');
    const bet = (slotModels['slot-cosmic-gems']?.betLevels[0] ?? 0) / 100;
    const spun = await Promise.all(Array.from({ length: 10 }, () => spin(game.sessionId, bet)));
    const nonces = spun.map((a) => okValue(slotSpin, a).fair.nonce).sort((a, b) => a - b);
    expect(nonces).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('refuses a bet off the bet levels, one it cannot cover, and an ended session', async () => {
    const p = await moneyPlayer(t);
    await fund(t, p.id, 5n);
    const game = await openGame(p);
    await expectError(await spin(game.sessionId, 0.03), 400, 'AMOUNT_OUT_OF_RANGE');
    const bet = (slotModels['slot-sevens']?.betLevels[0] ?? 0) / 100;
    const id = requestId();
    await expectError(await spin(game.sessionId, bet, id), 409, 'WALLET_INSUFFICIENT_FUNDS');
    await expectError(await spin(game.sessionId, bet, id), 409, 'WALLET_INSUFFICIENT_FUNDS');
    expect(await mainMinor(t, p.id)).toBe(5n);
    // A refused bet consumes no nonce: once funded, the same request plays nonce 0.
    await fund(t, p.id, 10_000n);
    expect(okValue(slotSpin, await spin(game.sessionId, bet, id)).fair.nonce).toBe(0);
    expect(okValue(slotSpin, await spin(game.sessionId, bet)).fair.nonce).toBe(1);
    await t.database.db.execute(
      sql`UPDATE provider_sessions SET expires_at = now() - interval '1 second'`,
    );
    await expectError(await spin(game.sessionId, bet), 401, 'SESSION_EXPIRED');
  });

  it('a free trial spins demo money; the wallet and the betting record never see it', async () => {
    const p = await moneyPlayer(t);
    await fund(t, p.id, 1_000n);
    const game = await openGame(p, 'slot-sevens', 'demo');
    expect(game).toMatchObject({ mode: 'demo', balance: 2000 });
    const bet = (slotModels['slot-sevens']?.betLevels[0] ?? 0) / 100;
    const spun = okValue(slotSpin, await spin(game.sessionId, bet));
    expect(spun.balance).toBeCloseTo(2000 - bet + spun.win, 2);
    expect(await mainMinor(t, p.id)).toBe(1_000n);
    const record = okValue(getBetRecords, await call(t.app, getBetRecords, undefined, p.as()));
    expect(record.list).toEqual([]);
    const balance = okValue(getBalance, await call(t.app, getBalance, undefined, p.as()));
    expect(balance.sumBalance).toBe(10);
  });

  it('a round a crash left open is completed once by the recovery job', async () => {
    const p = await moneyPlayer(t);
    await fund(t, p.id, 10_000n);
    const game = await openGame(p);
    const model = slotModels['slot-sevens'];
    if (!model) throw new Error('no model');
    const bet = BigInt(model.betLevels[0] ?? 0);
    const id = requestId();
    // What a spin had stored when the process died: the drawn round, no money moved yet.
    const outcome = await t.database.db.transaction(async (tx) => {
      const seed = await takeNonce(tx, p.id);
      const round = playSlotRound(model, Number(bet), fairStopSource(seed));
      await insertRound(tx, {
        memberId: p.id,
        requestId: id,
        engine: 'slot-sevens',
        vendor: 'GHOR',
        gameCode: game.game.gameCode,
        mode: 'real',
        seed,
        bet,
        win: BigInt(round.totalWin),
        outcome: { ...round, askHash: 'x' },
        status: 'OPEN',
      });
      return round;
    });
    const later = new Date(Date.now() + 60_000);
    expect(await recoverOpenRounds(t.app, later)).toBe(1);
    const expected = 10_000n - bet + BigInt(outcome.totalWin);
    expect(await mainMinor(t, p.id)).toBe(expected);
    expect(await recoverOpenRounds(t.app, later)).toBe(0);
    expect(await mainMinor(t, p.id)).toBe(expected);
    expect(await checkLedger(t.database.db)).toMatchObject({ ok: true });
  });

  it('a token of a game hosted elsewhere cannot be opened here', async () => {
    await expectError(
      await call(t.app, playOpen, { token: 'x'.repeat(43) }),
      401,
      'LAUNCH_TOKEN_INVALID',
    );
  });
});
