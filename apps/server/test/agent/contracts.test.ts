import {
  type Contract,
  type ContractKind,
  type ContractTerms,
  getContracts,
  getMessages,
  opsSetHouseContract,
  processDailySalary,
  processDividend,
  processRealtimeSalary,
} from '@gamehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyOf, insertContract } from '../../src/modules/agent/contracts-repo.ts';
import { toStored } from '../../src/modules/agent/contracts-service.ts';
import { call, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { moneyPlayer, ops, type Player } from '../helpers/money.ts';

/** A daily salary table: `rate` % from the first cent, `top` % from 10,000.00 with 3 active. */
const table = (rate: number, top = rate): ContractTerms => ({
  tiers: [
    { minVolume: 0, minActive: 0, rate },
    { minVolume: 10_000, minActive: 3, rate: top },
  ],
  period: 'D',
});

/** What `who` sees of its contracts of a kind: its own and those it offered. */
async function contractsSeen(t: TestApp, who: Player, kind: ContractKind = 'DAILY_SALARY') {
  const res = await call(t.app, getContracts, undefined, { ...who.as(), query: { kind } });
  return okValue(getContracts, res);
}

/** What a member's mailbox tells it of contracts, oldest first: template and params. */
async function contractNews(t: TestApp, who: Player) {
  const res = await call(t.app, getMessages, undefined, { ...who.as(), query: { pageSize: '50' } });
  return okValue(getMessages, res)
    .list.filter((m) => m.kind === 'CONTRACT')
    .reverse()
    .map((m) => [m.template, m.params]);
}

describe('agent contracts (product §4, decision 027)', () => {
  let t: TestApp;
  /** A (top, with the house's 1 % / 1.5 %) ── B ── C; X another top agent; p a player under A. */
  let A: Player;
  let B: Player;
  let C: Player;
  let X: Player;
  let p: Player;
  beforeAll(async () => {
    t = await buildTestApp();
    A = await moneyPlayer(t, { type: 1 });
    B = await moneyPlayer(t, { type: 1, uplineId: A.id });
    C = await moneyPlayer(t, { type: 1, uplineId: B.id });
    X = await moneyPlayer(t, { type: 1 });
    p = await moneyPlayer(t, { type: 0, uplineId: A.id });
    for (const top of [A, X]) {
      await insertContract(
        t.database.db,
        { kind: 'DAILY_SALARY', uplineId: null, memberId: top.id, terms: toStored(table(1, 1.5)) },
        'ACTIVE',
      );
    }
  });
  afterAll(() => t?.close());

  const act = (who: Player, body: unknown, def = processDailySalary) =>
    call(t.app, def, body, who.as());
  const offer = (who: Player, downline: Player, terms: ContractTerms) =>
    act(who, { action: 'OFFER', downline: downline.account, terms });
  const decide = (who: Player, action: string, contractId: number, def = processDailySalary) =>
    act(who, { action, contractId }, def);
  const mine = (who: Player) => contractsSeen(t, who);

  it('an agent offers its direct downline agent a contract within its own; the downline accepts', async () => {
    const offered = okValue(processDailySalary, await offer(A, B, table(0.8, 1.2)));
    expect(offered).toMatchObject({ upline: A.account, member: B.account, state: 'OFFERED' });
    expect((await mine(A)).offered.map((c) => c.id)).toEqual([offered.id]);
    const accepted = okValue(processDailySalary, await decide(B, 'ACCEPT', offered.id));
    expect(accepted.state).toBe('ACTIVE');
    expect(accepted.history.map((h) => [h.action, h.by])).toEqual([
      ['OFFER', A.account],
      ['ACCEPT', B.account],
    ]);
    expect((await mine(B)).own?.terms).toEqual(table(0.8, 1.2));
  });

  it('refuses an offer above its own rate, to a non-direct downline, to itself or a player', async () => {
    const refused = async (res: Awaited<ReturnType<typeof offer>>, status: number) => {
      expect(res.statusCode, res.body).toBe(status);
    };
    await refused(await offer(B, C, table(0.9)), 400); // above B's 0.8 %
    await refused(await offer(A, C, table(0.5)), 404); // C is under B, not A
    await refused(await offer(A, A, table(0.5)), 404);
    await refused(await offer(A, p, table(0.5)), 400); // a player holds no contract
    await refused(await offer(X, B, table(0.5)), 404); // another tree
    await refused(await offer(C, B, table(0.1)), 404); // upwards
    // B already has a live daily salary contract with A.
    await refused(await offer(A, B, table(0.5)), 409);
    expect((await mine(C)).own).toBeNull();
  });

  it('refuses negative and absurd rates and inverted tables before anything is written', async () => {
    const bad = [
      { tiers: [{ minVolume: 0, minActive: 0, rate: -1 }], period: 'D' },
      { tiers: [{ minVolume: 0, minActive: 0, rate: 80 }], period: 'D' },
      { tiers: [{ minVolume: -5, minActive: 0, rate: 0.5 }], period: 'D' },
      { tiers: [], period: 'D' },
      { tiers: [{ minVolume: 0, minActive: 0, rate: 0.5 }], period: 'X' },
      {
        tiers: [
          { minVolume: 0, minActive: 0, rate: 0.5 },
          { minVolume: 100, minActive: 0, rate: 0.1 },
        ],
        period: 'D',
      },
      // A daily salary step holds no loss rate (real-time salary) nor valid bet (dividend).
      { tiers: [{ minVolume: 0, minActive: 0, rate: 0.5, lossRate: 0.5 }], period: 'D' },
      { tiers: [{ minVolume: 0, minActive: 0, rate: 0.5, minValidBet: 10 }], period: 'D' },
    ];
    for (const terms of bad) {
      const res = await act(B, { action: 'OFFER', downline: C.account, terms });
      expect(res.statusCode, JSON.stringify(terms)).toBe(400);
    }
    expect((await mine(B)).offered).toEqual([]);
  });

  it('decides each contract once: accepting twice, terminating a terminated one are 409', async () => {
    const offered = okValue(processDailySalary, await offer(B, C, table(0.5)));
    expect((await decide(C, 'ACCEPT', offered.id)).statusCode).toBe(200);
    const again = await decide(C, 'ACCEPT', offered.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', details: { state: 'ACTIVE' } });
    expect(
      okValue(processDailySalary, await decide(C, 'REQUEST_TERMINATION', offered.id)).state,
    ).toBe('TERMINATION_REQUESTED');
    expect(okValue(processDailySalary, await decide(B, 'TERMINATE', offered.id)).state).toBe(
      'TERMINATED',
    );
    expect((await decide(B, 'TERMINATE', offered.id)).statusCode).toBe(409);
    expect((await mine(C)).own).toBeNull();
  });

  it('only the parties decide, each its own part, and another type’s call finds nothing', async () => {
    const offered = okValue(processDailySalary, await offer(B, C, table(0.4)));
    for (const [who, action] of [
      [B, 'ACCEPT'],
      [A, 'ACCEPT'],
      [X, 'TERMINATE'],
      [C, 'TERMINATE'],
    ] as const) {
      expect((await decide(who, action, offered.id)).statusCode, `${action}`).toBe(404);
    }
    expect((await decide(C, 'ACCEPT', offered.id, processDividend)).statusCode).toBe(404);
    expect((await decide(C, 'REJECT', offered.id)).statusCode).toBe(200);
  });

  it('ending an agent’s contract ends those it offered; each party is told in its mailbox', async () => {
    // B's contract with A is 0.8 %; B offers C 0.6 %, C accepts; then A ends B's contract
    // to offer 0.5 %: C's contract, under a contract that no longer is, ends with it.
    const cOffer = okValue(processDailySalary, await offer(B, C, table(0.6)));
    await decide(C, 'ACCEPT', cOffer.id);
    const bOwn = (await mine(B)).own as Contract;
    expect((await decide(B, 'REQUEST_TERMINATION', bOwn.id)).statusCode).toBe(200);
    expect((await decide(A, 'TERMINATE', bOwn.id)).statusCode).toBe(200);
    const lower = okValue(processDailySalary, await offer(A, B, table(0.5)));
    expect((await decide(B, 'ACCEPT', lower.id)).statusCode).toBe(200);
    expect((await mine(C)).own).toBeNull();
    expect((await mine(B)).offered).toEqual([]);
    const about = (id: number, party: 'upline' | 'member', account: string) => ({
      contractKind: 'DAILY_SALARY',
      contractId: id,
      [party]: account,
    });
    expect((await contractNews(t, C)).slice(-2)).toEqual([
      ['CONTRACT_OFFERED', about(cOffer.id, 'upline', B.account)],
      ['CONTRACT_UPLINE_ENDED', about(cOffer.id, 'upline', B.account)],
    ]);
    expect((await contractNews(t, B)).slice(-2)).toEqual([
      ['CONTRACT_TERMINATED', about(bOwn.id, 'upline', A.account)],
      ['CONTRACT_OFFERED', about(lower.id, 'upline', A.account)],
    ]);
    expect((await contractNews(t, A)).slice(-1)).toEqual([
      ['CONTRACT_TERMINATION_REQUESTED', about(bOwn.id, 'member', B.account)],
    ]);
  });

  it('offers racing for one downline: one is made, the others are 409, none a 500', async () => {
    const E = await moneyPlayer(t, { type: 1, uplineId: A.id });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => offer(A, E, table((10 + i) / 100))),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([
      200, 409, 409, 409, 409, 409, 409, 409,
    ]);
    expect((await mine(A)).offered.filter((c) => c.member === E.account)).toHaveLength(1);
  });

  it('a player cannot reach the agent calls', async () => {
    const res = await call(t.app, getContracts, undefined, {
      ...p.as(),
      query: { kind: 'DIVIDEND' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'NOT_AGENT', message: 'Non-agents cannot log in' });
  });
});

describe("the house's contract with a top agent (operator API)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('sets it, replaces it, ends the offers above it, and refuses agents with an upline', async () => {
    const top = await moneyPlayer(t, { type: 1 });
    const mid = await moneyPlayer(t, { type: 1, uplineId: top.id });
    const first = okValue(
      opsSetHouseContract,
      await ops(t, opsSetHouseContract, {
        account: top.account,
        kind: 'DIVIDEND',
        terms: table(10),
      }),
    );
    expect(first).toMatchObject({ upline: null, member: top.account, state: 'ACTIVE' });
    const offered = okValue(
      processDividend,
      await call(
        t.app,
        processDividend,
        { action: 'OFFER', downline: mid.account, terms: table(8) },
        top.as(),
      ),
    );
    await call(t.app, processDividend, { action: 'ACCEPT', contractId: offered.id }, mid.as());
    const lower = okValue(
      opsSetHouseContract,
      await ops(t, opsSetHouseContract, {
        account: top.account,
        kind: 'DIVIDEND',
        terms: table(5),
      }),
    );
    expect(lower.terms).toEqual(table(5));
    const seen = await contractsSeen(t, top, 'DIVIDEND');
    expect(seen.own?.id).toBe(lower.id);
    expect(seen.offered).toEqual([]); // mid's 8 % paid more than top's new 5 %: ended
    // …and mid is told why in its mailbox (product §4).
    expect((await contractNews(t, mid)).slice(-1)).toEqual([
      [
        'CONTRACT_AUTO_TERMINATED',
        { contractKind: 'DIVIDEND', contractId: offered.id, upline: top.account },
      ],
    ]);
    const refused = await ops(t, opsSetHouseContract, {
      account: mid.account,
      kind: 'DIVIDEND',
      terms: table(1),
    });
    expect(refused.statusCode).toBe(409);
  });

  it('holds each type’s own steps: a dividend’s valid bet, real-time salary’s win and loss rates', async () => {
    const top = await moneyPlayer(t, { type: 1 });
    const mid = await moneyPlayer(t, { type: 1, uplineId: top.id });
    const house = (kind: ContractKind, terms: ContractTerms) =>
      ops(t, opsSetHouseContract, { account: top.account, kind, terms });
    const dividend: ContractTerms = {
      tiers: [
        { minVolume: 0, minActive: 0, rate: 5, minValidBet: 0 },
        { minVolume: 1_000, minActive: 5, rate: 10, minValidBet: 50_000 },
      ],
      period: 'W',
    };
    expect(okValue(opsSetHouseContract, await house('DIVIDEND', dividend)).terms).toEqual(dividend);
    const realtime: ContractTerms = {
      tiers: [{ minVolume: 10, minActive: 0, rate: 0.2, lossRate: 0.5 }],
      period: 'D',
    };
    expect(okValue(opsSetHouseContract, await house('REALTIME_SALARY', realtime)).terms).toEqual(
      realtime,
    );
    // A real-time salary step without its loss rate, or with a minimum of active members.
    for (const tier of [
      { minVolume: 10, minActive: 0, rate: 0.2 },
      { minVolume: 10, minActive: 3, rate: 0.2, lossRate: 0.5 },
    ]) {
      const res = await house('REALTIME_SALARY', { tiers: [tier], period: 'D' });
      expect(res.statusCode, JSON.stringify(tier)).toBe(400);
    }
    const offer = (lossRate: number) =>
      call(
        t.app,
        processRealtimeSalary,
        {
          action: 'OFFER',
          downline: mid.account,
          terms: { tiers: [{ minVolume: 10, minActive: 0, rate: 0.1, lossRate }], period: 'D' },
        },
        top.as(),
      );
    expect((await offer(0.6)).statusCode).toBe(400); // a loss rate above the agent's own 0.5 %
    expect(okValue(processRealtimeSalary, await offer(0.4)).terms.tiers[0]?.lossRate).toBe(0.4);
  });
});

describe('a contract that ends takes the contracts below it along', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('terminating B ends C’s contract with B and D’s with C, each in its history', async () => {
    const A = await moneyPlayer(t, { type: 1 });
    const B = await moneyPlayer(t, { type: 1, uplineId: A.id });
    const C = await moneyPlayer(t, { type: 1, uplineId: B.id });
    const D = await moneyPlayer(t, { type: 1, uplineId: C.id });
    await ops(t, opsSetHouseContract, {
      account: A.account,
      kind: 'DAILY_SALARY',
      terms: table(1),
    });
    const chain: number[] = [];
    for (const [up, down, rate] of [
      [A, B, 0.8],
      [B, C, 0.6],
      [C, D, 0.4],
    ] as const) {
      const res = await call(
        t.app,
        processDailySalary,
        { action: 'OFFER', downline: down.account, terms: table(rate) },
        up.as(),
      );
      const offered = okValue(processDailySalary, res);
      await call(
        t.app,
        processDailySalary,
        { action: 'ACCEPT', contractId: offered.id },
        down.as(),
      );
      chain.push(offered.id);
    }
    await call(t.app, processDailySalary, { action: 'TERMINATE', contractId: chain[0] }, A.as());
    for (const [who, id] of [
      [C, chain[1]],
      [D, chain[2]],
    ] as const) {
      expect((await contractsSeen(t, who)).own, `${id}`).toBeNull();
    }
    const again = await call(
      t.app,
      processDailySalary,
      { action: 'TERMINATE', contractId: chain[2] },
      C.as(),
    );
    expect(again.json()).toMatchObject({ code: 'CONFLICT', details: { state: 'TERMINATED' } });
    const events = await historyOf(t.database.db, chain);
    expect(events.map((e) => [chain.indexOf(e.contractId), e.action])).toEqual([
      [0, 'OFFER'],
      [0, 'ACCEPT'],
      [1, 'OFFER'],
      [1, 'ACCEPT'],
      [2, 'OFFER'],
      [2, 'ACCEPT'],
      [0, 'TERMINATE'],
      [1, 'AUTO_TERMINATED'],
      [2, 'AUTO_TERMINATED'],
    ]);
  });
});
