import { liveTableBet } from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { checkLedger } from '../../src/modules/ledger/index.ts';
import { step } from '../../src/modules/live/rounds.ts';
import { settleDealtRounds } from '../../src/modules/live/settle.ts';
import { call } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { inHousePlayer } from '../helpers/in-house-player.ts';
import { mainMinor, requestId } from '../helpers/money.ts';
import { bettingRound, tableOf } from './rounds.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const bet = (sessionId: string, spot: string, stake: number, id = requestId()) =>
  call(t.app, liveTableBet, { sessionId, bets: [{ spot, stake }], requestId: id });

describe('live table bets under concurrency', () => {
  it('twenty sends of one request take its stake once', async () => {
    await bettingRound(t, 'fantan');
    const { p, opened } = await inHousePlayer(t, 'fantan', 10_000n);
    const id = requestId();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => bet(opened.sessionId, 'fan:2', 10, id)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(
      new Set(answers.map((a) => (a.json() as { value: { slip: { id: number } } }).value.slip.id))
        .size,
    ).toBe(1);
    expect(await mainMinor(t, p.id)).toBe(9_000n);
  });

  it('twenty different requests never pass a spot’s limit together', async () => {
    const round = await bettingRound(t, 'sicbo');
    const { p, opened } = await inHousePlayer(t, 'sicbo', 100_000n);
    // triple:1 takes at most 50 a round: ten chips of 5 fit, the other ten are refused.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => bet(opened.sessionId, 'triple:1', 5)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 400)).toHaveLength(10);
    const [staked] = rowsOf<{ total: string }>(
      await t.database.db.execute(sql`SELECT sum(s.stake) AS total FROM live_slips s
        JOIN live_seats t ON t.id = s.seat_id WHERE t.round_id = ${round.id}
        AND s.member_id = ${p.id} AND s.status = 'ACTIVE'`),
    );
    expect(staked?.total).toBe('5000');
    expect(await mainMinor(t, p.id)).toBe(95_000n);
  });

  it('bets racing the deal land on the dealt round and are paid, or are refused: none lost', async () => {
    const round = await bettingRound(t, 'sedie');
    const players = await Promise.all(
      Array.from({ length: 6 }, () => inHousePlayer(t, 'sedie', 10_000n)),
    );
    const db = t.database.db;
    const ends = new Date(Date.now() + 150);
    await db.execute(sql`UPDATE live_rounds SET betting_ends_at = ${ends.toISOString()}
      WHERE id = ${round.id}`);
    const sends = players.flatMap(({ opened }) =>
      Array.from({ length: 5 }, (_, i) =>
        new Promise((r) => setTimeout(r, i * 60)).then(() => bet(opened.sessionId, 'odd', 1)),
      ),
    );
    const deal = new Promise((r) => setTimeout(r, 160)).then(() =>
      step(db, tableOf('sedie'), new Date()),
    );
    const answers = await Promise.all(sends);
    expect((await deal).round).toMatchObject({ id: round.id, phase: 'SETTLED' });
    await settleDealtRounds(t.app);
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    // Every accepted bet is on the dealt round and its seat is paid; money adds up.
    const seats = rowsOf<{ paid: boolean; round_id: string }>(
      await db.execute(sql`SELECT t.paid, t.round_id FROM live_seats t
        WHERE t.member_id IN (${sql.join(
          players.map((x) => sql`${x.p.id}`),
          sql`, `,
        )})`),
    );
    expect(seats.every((s) => s.paid && Number(s.round_id) === round.id)).toBe(true);
    const accepted = answers.filter((a) => a.statusCode === 200).length;
    expect(accepted).toBeGreaterThan(0);
    const [slips] = rowsOf<{ n: string }>(
      await db.execute(sql`SELECT count(*) AS n FROM live_slips s JOIN live_seats t
        ON t.id = s.seat_id WHERE t.round_id = ${round.id} AND s.status = 'ACTIVE'`),
    );
    expect(Number(slips?.n)).toBe(accepted);
    expect(await checkLedger(db)).toMatchObject({ ok: true });
  });
});
