import { randomUUID } from 'node:crypto';
import { type ContractKind, type ContractTerms, opsSettleContracts } from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { rowsOf } from '../../src/db/rows.ts';
import { JobRegistry } from '../../src/jobs/registry.ts';
import { dayEnd, dayOf } from '../../src/lib/time-zone.ts';
import { insertContract, setState } from '../../src/modules/agent/contracts-repo.ts';
import { toStored } from '../../src/modules/agent/contracts-service.ts';
import { settlementJob } from '../../src/modules/agent/index.ts';
import { type Period, periodAt } from '../../src/modules/agent/settlement-periods.ts';
import { settleDue, settlePeriod } from '../../src/modules/agent/settlement-service.ts';
import { account, checkLedger, inTransaction, move, post } from '../../src/modules/ledger/index.ts';
import { testMembers } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp, testConfig } from '../helpers/app.ts';
import { testBackends } from '../helpers/database.ts';
import { firstSlot, fund, mainMinor, ops, playRound } from '../helpers/money.ts';

const HOUR = 3_600_000;
const cents = (amount: number) => BigInt(Math.round(amount * 100));

/** A rate table: `rate` % from the first cent, `top` % from 10,000.00 with 3 active. */
const table = (rate: number, top = rate, period: ContractTerms['period'] = 'D'): ContractTerms => ({
  tiers: [
    { minVolume: 0, minActive: 0, rate },
    { minVolume: 10_000, minActive: 3, rate: top },
  ],
  period,
});

const members = testMembers('s');

const member = (t: TestApp, type: number, uplineId?: number) =>
  members.add(t.database, type, uplineId);

/** A round of a slot as a game plays it (real-time salary reads the settled rounds). */
async function playSlot(t: TestApp, memberId: number, stake: number, win: number) {
  await fund(t, memberId, cents(stake));
  await playRound(t, await firstSlot(t), members.player(memberId), stake, win);
}

/** A bet of `stake` (and its win, if any) as the wallet posts them. */
async function play(t: TestApp, memberId: number, stake: number, win = 0) {
  await fund(t, memberId, cents(stake));
  const round = randomUUID();
  await inTransaction(t.database.db, async (tx) => {
    await post(tx, {
      key: `test-bet:${round}`,
      type: 'BET',
      memberId,
      entries: move(account.main(memberId), account.house(memberId), cents(stake)),
    });
    if (win > 0) {
      await post(tx, {
        key: `test-win:${round}`,
        type: 'WIN',
        memberId,
        entries: move(account.house(memberId), account.main(memberId), cents(win)),
      });
    }
  });
}

/** The database's clock: the moment between two batches of bets. */
async function dbNow(t: TestApp): Promise<Date> {
  const [row] = rowsOf<{ now: Date | string }>(
    await t.database.db.execute(sql`SELECT clock_timestamp() AS now`),
  );
  return new Date(row?.now as string);
}

async function contract(
  t: TestApp,
  kind: ContractKind,
  memberId: number,
  uplineId: number | null,
  terms: ContractTerms,
  startedAt = new Date(Date.now() - 2 * HOUR),
) {
  return insertContract(
    t.database.db,
    { kind, uplineId, memberId, terms: toStored(terms) },
    'ACTIVE',
    startedAt,
  );
}

/** The worked example's tree (decision 027): A ── B ── C, A ── D, players p1…p6. */
async function exampleTree(t: TestApp) {
  const A = await member(t, 1);
  const B = await member(t, 1, A);
  const C = await member(t, 1, B);
  const D = await member(t, 1, A);
  const players = {
    p1: await member(t, 0, A),
    p2: await member(t, 0, A),
    p3: await member(t, 0, B),
    p4: await member(t, 0, C),
    p5: await member(t, 0, C),
    p6: await member(t, 0, D),
  };
  return { A, B, C, D, ...players };
}

type Tree = Awaited<ReturnType<typeof exampleTree>>;

/** Balances of the agents, in minor units. */
const paidTo = async (t: TestApp, tree: Tree) =>
  Object.fromEntries(
    await Promise.all(
      (['A', 'B', 'C', 'D'] as const).map(async (k) => [k, await mainMinor(t, tree[k])]),
    ),
  );

/** The brand's time zone (the days its day figures are filed under). */
const zoneOf = async (t: TestApp) => (await t.app.settings.get()).settings.site.timeZone;

const around = (): Period => ({
  start: new Date(Date.now() - HOUR),
  end: new Date(Date.now() + HOUR),
});

describe('contract settlement (decision 027)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('pays the worked example: C 20.00, B 36.00, A 101.50, once however often it runs', async () => {
    const tree = await exampleTree(t);
    await contract(t, 'DAILY_SALARY', tree.A, null, table(1, 1.5));
    await contract(t, 'DAILY_SALARY', tree.B, tree.A, table(0.8, 1.2));
    await contract(t, 'DAILY_SALARY', tree.C, tree.B, table(0.5));
    for (const [p, stake] of [
      [tree.p1, 2000],
      [tree.p2, 1000],
      [tree.p3, 3000],
      [tree.p4, 2500],
      [tree.p5, 1500],
      [tree.p6, 500],
    ] as const) {
      await play(t, p, stake, stake / 2); // a win does not lower the valid bet
    }
    const period = around();
    expect(await settlePeriod(t.database.db, 'DAILY_SALARY', 'D', period, await zoneOf(t))).toBe(3);
    const paid = { A: 10_150n, B: 3_600n, C: 2_000n, D: 0n };
    expect(await paidTo(t, tree)).toEqual(paid);

    // A second run finds the period settled; with its record lost, the ledger keys hold.
    expect(await settlePeriod(t.database.db, 'DAILY_SALARY', 'D', period, await zoneOf(t))).toBe(0);
    await t.database.db.execute(sql`DELETE FROM agent_payouts`);
    await t.database.db.execute(sql`DELETE FROM agent_settlements`);
    expect(await settlePeriod(t.database.db, 'DAILY_SALARY', 'D', period, await zoneOf(t))).toBe(3);
    expect(await paidTo(t, tree)).toEqual(paid);

    const rows = rowsOf<{ member_id: string; team_volume: string; rate_bp: number; yield: string }>(
      await t.database.db.execute(
        sql`SELECT member_id, team_volume, rate_bp, yield FROM agent_payouts ORDER BY amount`,
      ),
    );
    expect(
      rows.map((r) => [Number(r.member_id), r.team_volume, r.rate_bp, r.yield].map(String)),
    ).toEqual([
      [tree.C, '400000', '50', '2000'].map(String),
      [tree.B, '700000', '80', '5600'].map(String),
      [tree.A, '1050000', '150', '15750'].map(String),
    ]);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('splits a period where a contract ends: the rest of its team’s volume pays the holder above', async () => {
    await t.database.db.execute(sql`DELETE FROM agent_payouts`);
    await t.database.db.execute(sql`DELETE FROM agent_settlements`);
    const tree = await exampleTree(t);
    await contract(t, 'HOURLY_SALARY', tree.A, null, table(1, 1.5));
    await contract(t, 'HOURLY_SALARY', tree.B, tree.A, table(0.8, 1.2));
    const c = await contract(t, 'HOURLY_SALARY', tree.C, tree.B, table(0.5));
    const morning = [
      [tree.p1, 2000],
      [tree.p2, 1000],
      [tree.p3, 3000],
      [tree.p4, 1250],
      [tree.p5, 750],
    ] as const;
    for (const [p, stake] of morning) await play(t, p, stake);
    const noon = await dbNow(t);
    await setState(t.database.db, c.id, 'TERMINATED', { endedAt: noon });
    for (const [p, stake] of [
      [tree.p4, 1250],
      [tree.p5, 750],
      [tree.p6, 500],
    ] as const) {
      await play(t, p, stake);
    }
    expect(
      await settlePeriod(t.database.db, 'HOURLY_SALARY', 'HOUR', around(), await zoneOf(t)),
    ).toBe(3);
    expect(await paidTo(t, tree)).toEqual({ A: 10_150n, B: 4_600n, C: 1_000n, D: 0n });
  });

  it('pays a dividend on net loss, and pays a downline whose team lost while the top team won as 0', async () => {
    const tree = await exampleTree(t);
    await contract(t, 'DIVIDEND', tree.A, null, table(10, 10, 'W'));
    await contract(t, 'DIVIDEND', tree.B, tree.A, table(5, 5, 'W'));
    await play(t, tree.p3, 1000); // B's team loses 1,000.00
    await play(t, tree.p1, 1000, 3000); // A's own player wins 2,000.00
    expect(await settlePeriod(t.database.db, 'DIVIDEND', 'W', around(), await zoneOf(t))).toBe(1);
    // B: 5 % of 1,000.00; A's yield is 10 % of a net loss of −1,000.00: nothing, so A's share is clamped to 0.
    expect(await paidTo(t, tree)).toMatchObject({ A: 0n, B: 5_000n });
    const [row] = rowsOf<{ clamped: number[] | string }>(
      await t.database.db.execute(
        sql`SELECT clamped FROM agent_settlements WHERE kind = 'DIVIDEND'`,
      ),
    );
    expect(row?.clamped).toEqual([tree.A]);
  });

  it('pays real-time salary per bet of at least the single-bet amount: the win or the loss rate', async () => {
    const tree = await exampleTree(t);
    // A: 1 % of a bet won, 2 % of a bet lost, from 100.00; B, offered by A: 0.5 % and 1 %.
    const realtime = (rate: number, lossRate: number): ContractTerms => ({
      tiers: [{ minVolume: 100, minActive: 0, rate, lossRate }],
      period: 'D',
    });
    await contract(t, 'REALTIME_SALARY', tree.A, null, realtime(1, 2));
    await contract(t, 'REALTIME_SALARY', tree.B, tree.A, realtime(0.5, 1));
    await playSlot(t, tree.p1, 50, 0); // below the single-bet amount
    await playSlot(t, tree.p2, 200, 300); // won: A 1 % = 2.00
    await playSlot(t, tree.p6, 100, 0); // lost: A 2 % = 2.00
    await playSlot(t, tree.p3, 100, 40); // lost: B 1 % = 1.00, A 2 % − 1 % = 1.00
    await play(t, tree.p4, 500); // a stake posted with no game round is no settled bet
    expect(
      await settlePeriod(t.database.db, 'REALTIME_SALARY', '5MIN', around(), await zoneOf(t)),
    ).toBe(2);
    expect(await paidTo(t, tree)).toEqual({ A: 500n, B: 100n, C: 0n, D: 0n });
    const payouts = rowsOf<{ member_id: string; team_volume: string | number; rate_bp: number }>(
      await t.database.db.execute(sql`SELECT member_id, team_volume, rate_bp FROM agent_payouts
        WHERE member_id IN (${tree.A}, ${tree.B}) ORDER BY member_id`),
    );
    // The team's settled stakes (450.00 under A) and the average rate its yield came to
    // (A: 6.00 on the whole team, 1.33 %, of which B's team's 1.00 is B's).
    expect(payouts.map((p) => [Number(p.member_id), Number(p.team_volume), p.rate_bp])).toEqual([
      [tree.A, 45_000, 133],
      [tree.B, 10_000, 100],
    ]);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });
});

// A database of its own: the periods it settles are the brand's, aligned, from the first contract on.
describe('the settlement job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('the job settles each ended period in order, after its grace, and never twice', async () => {
    const tree = await exampleTree(t);
    const start = new Date(Date.now() - 3 * 24 * HOUR);
    await contract(t, 'DAILY_SALARY', tree.A, null, { ...table(1), period: 'D' }, start);
    await play(t, tree.p1, 1000);
    const today = new Date();
    // The brand's days: its day figures are filed under them, and a whole day is read from those.
    const zone = await zoneOf(t);
    // Up to now, only the days before today have ended: nothing played then.
    expect(await settleDue(t.database.db, zone, today)).toBe(0);
    expect(await mainMinor(t, tree.A)).toBe(0n);
    const tomorrow = dayEnd(zone, dayOf(zone, today));
    // The day has ended but its grace has not passed.
    expect(await settleDue(t.database.db, zone, new Date(tomorrow.getTime() + 60_000))).toBe(0);
    expect(await settleDue(t.database.db, zone, new Date(tomorrow.getTime() + 3 * 60_000))).toBe(1);
    expect(await mainMinor(t, tree.A)).toBe(1_000n);
    expect(await settleDue(t.database.db, zone, new Date(tomorrow.getTime() + 3 * 60_000))).toBe(0);
    const days = rowsOf<{ n: string }>(
      await t.database.db.execute(
        sql`SELECT count(*) AS n FROM agent_settlements WHERE kind = 'DAILY_SALARY' AND schedule = 'D'
          AND period_start >= ${new Date(start.getTime() - 24 * HOUR).toISOString()}::timestamptz`,
      ),
    );
    expect(Number(days[0]?.n)).toBe(4);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });
});

// Two instances on one PostgreSQL database: the job's leader lock, and under it the
// settlement's unique period and the ledger's keys, pay each period once.
describe.runIf(testBackends.includes('postgres'))('settlement on two instances', () => {
  let first: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    first = await buildTestApp({}, 'postgres');
    second = await buildApp({ config: testConfig(), database: first.database });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  /** Bets of two days ago: the ledger rows of `memberId` and its day figures moved back two days. */
  async function playedBefore(t: TestApp, memberId: number, stake: number) {
    await play(t, memberId, stake);
    await t.database.db.execute(sql`UPDATE ledger_member_days SET day = day - 2
      WHERE member_id = ${memberId}`);
    await t.database.db.execute(sql`UPDATE ledger_entries SET created_at = created_at - interval '2 days'
      WHERE tx_id IN (SELECT id FROM ledger_transactions WHERE member_id = ${memberId})`);
    await t.database.db.execute(sql`UPDATE ledger_transactions SET created_at = created_at - interval '2 days'
      WHERE member_id = ${memberId}`);
  }

  it('pays a past day once whichever instance runs the job, and once when both settle at once', async () => {
    const tree = await exampleTree(first);
    const start = new Date(Date.now() - 3 * 24 * HOUR);
    await contract(first, 'DAILY_SALARY', tree.A, null, table(1), start);
    await contract(first, 'DIVIDEND', tree.B, tree.A, table(10, 10, 'D'), start);
    await playedBefore(first, tree.p1, 1000);
    await playedBefore(first, tree.p3, 500);

    const registries = [first.app, second].map((app) => new JobRegistry(app, [settlementJob]));
    const runs = await Promise.all(registries.map((r) => r.runOnce(settlementJob)));
    expect(runs.filter((n) => n === 2)).toHaveLength(1);
    expect(await mainMinor(first, tree.A)).toBe(1_500n);
    expect(await mainMinor(first, tree.B)).toBe(5_000n);

    // Under no lock at all, two settlements racing over the same periods pay nothing more.
    // The brand's zone, as the job's: another zone's days would be other periods.
    const zone = (await first.app.settings.get()).settings.site.timeZone;
    const again = await Promise.all([
      settleDue(first.database.db, zone),
      settleDue(second.database.db, zone),
    ]);
    expect(again).toEqual([0, 0]);
    await first.database.db.execute(sql`DELETE FROM agent_payouts`);
    await first.database.db.execute(sql`DELETE FROM agent_settlements`);
    const raced = await Promise.all([
      settleDue(first.database.db, zone),
      settleDue(second.database.db, zone),
    ]);
    expect(raced.reduce((a, b) => a + b)).toBe(2);
    expect(await mainMinor(first, tree.A)).toBe(1_500n);
    expect(await mainMinor(first, tree.B)).toBe(5_000n);
    expect((await checkLedger(first.database.db)).ok).toBe(true);
  });
});

describe('settling early, a development helper', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('pays the periods that will have ended by `until`, as the job would then', async () => {
    const tree = await exampleTree(t);
    await contract(t, 'DAILY_SALARY', tree.A, null, table(1), new Date(Date.now() - 2 * 24 * HOUR));
    await play(t, tree.p1, 1000);
    const zone = (await t.app.settings.get()).settings.site.timeZone;
    const today = periodAt('D', new Date(), zone);
    const res = await ops(t, opsSettleContracts, { until: today.end.toISOString() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.payouts).toBe(1);
    expect(await mainMinor(t, tree.A)).toBe(1_000n);
  });
});
