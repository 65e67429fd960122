import { randomUUID } from 'node:crypto';
import {
  type ContractTerms,
  opsAgentContracts,
  opsAgentTree,
  opsListAgents,
  opsSetHouseContract,
} from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { settlePeriod } from '../../src/modules/agent/settlement-service.ts';
import { account, inTransaction, move, post } from '../../src/modules/ledger/index.ts';
import { insertTestMember, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { fund } from '../helpers/money.ts';
import { asStaff, staffMember } from '../helpers/staff.ts';

const HOUR = 3_600_000;

/** A daily salary: `rate` % from the first cent, 1.5 % from 10,000.00 with 3 active. */
const table = (rate: number): ContractTerms => ({
  tiers: [
    { minVolume: 0, minActive: 0, rate },
    { minVolume: 10_000, minActive: 3, rate: 1.5 },
  ],
  period: 'D',
});

describe('the console’s agents page (issue 19)', () => {
  let t: TestApp;
  let admin: { token: string; account: string };
  let support: string;
  /** Accounts of this file begin with it, so a search finds only them. */
  const prefix = `ag${randomUUID().replaceAll('-', '').slice(0, 8)}`;
  const ids: Record<string, number> = {};
  const name = (key: string) => `${prefix}${key}`;

  const get =
    (def: typeof opsListAgents | typeof opsAgentTree | typeof opsAgentContracts) =>
    (query: Record<string, string>, token = support) =>
      asStaff(t, token, def, undefined, query);
  const list = get(opsListAgents);
  const tree = get(opsAgentTree);
  const contracts = get(opsAgentContracts);

  beforeAll(async () => {
    t = await buildTestApp();
    const boss = await staffMember(t, 'admin');
    admin = { token: boss.token, account: boss.account };
    support = (await staffMember(t, 'support')).token;
    // A ── B ── C, with a player under A and one under C.
    const add = async (key: string, type: number, upline?: string) => {
      ids[key] = await insertTestMember(t.database, {
        account: name(key),
        password: 'Secret123',
        type,
        uplineId: upline === undefined ? undefined : ids[upline],
      });
    };
    await add('a', 1);
    await add('b', 1, 'a');
    await add('c', 2, 'b');
    await add('pa', 0, 'a');
    await add('pc', 0, 'c');
  });
  afterAll(() => t?.close());

  it('finds agents by the beginning of their account, with their place and counts', async () => {
    const found = okValue(opsListAgents, await list({ q: prefix.toUpperCase() }));
    expect(found.total).toBe(3);
    const byAccount = new Map(found.agents.map((a) => [a.account, a]));
    expect([...byAccount.keys()].sort()).toEqual([name('a'), name('b'), name('c')]);
    expect(byAccount.get(name('a'))).toMatchObject({
      type: 1,
      level: 0,
      upline: null,
      directCount: 2,
      teamSize: 4,
      contracts: [],
    });
    expect(byAccount.get(name('c'))).toMatchObject({
      type: 2,
      level: 2,
      upline: name('b'),
      directCount: 1,
      teamSize: 1,
    });
    const top = okValue(opsListAgents, await list({ q: prefix, top: '1' }));
    expect(top.agents.map((a) => a.account)).toEqual([name('a')]);
    const paged = okValue(opsListAgents, await list({ q: prefix, pageSize: '2', pageNo: '2' }));
    expect(paged).toMatchObject({ pageNo: 2, totalPages: 2, total: 3 });
    expect(paged.agents).toHaveLength(1);
  });

  it('shows an agent’s uplines and a page of its direct downlines with their own counts', async () => {
    const b = okValue(opsAgentTree, await tree({ account: name('b') }));
    expect(b.path).toEqual([name('a')]);
    expect(b.agent).toMatchObject({ account: name('b'), level: 1, directCount: 1, teamSize: 2 });
    expect(b.downlines).toEqual([
      expect.objectContaining({ account: name('c'), type: 2, directCount: 1, teamSize: 1 }),
    ]);
    const c = okValue(opsAgentTree, await tree({ account: name('c') }));
    expect(c.path).toEqual([name('a'), name('b')]);
    expect(c.downlines.map((d) => [d.account, d.type, d.directCount])).toEqual([
      [name('pc'), 0, 0],
    ]);
    // The top agent's downlines, one page at a time.
    const first = okValue(opsAgentTree, await tree({ account: name('a'), pageSize: '1' }));
    expect(first).toMatchObject({ path: [], total: 2, totalPages: 2, pageNo: 1 });
    const second = okValue(
      opsAgentTree,
      await tree({ account: name('a'), pageSize: '1', pageNo: '2' }),
    );
    expect([...first.downlines, ...second.downlines].map((d) => d.account)).toEqual([
      name('b'),
      name('pa'),
    ]);
  });

  it('shows the house contract set through the console, who set it, and its payouts', async () => {
    const set = await asStaff(t, admin.token, opsSetHouseContract, {
      account: name('a'),
      kind: 'DAILY_SALARY',
      terms: table(1),
    });
    const first = okValue(opsSetHouseContract, set);
    const again = okValue(
      opsSetHouseContract,
      await asStaff(t, admin.token, opsSetHouseContract, {
        account: name('a'),
        kind: 'DAILY_SALARY',
        terms: table(1.2),
      }),
    );
    // The audit keeps what the second replaced and what it became.
    const audit = rowsOf<{ before: { id: number } | null; after: { id: number } }>(
      await t.database.db.execute(sql`SELECT before, after FROM operator_audit
        WHERE action = 'POST /ops/agents/contract' AND outcome = 'ok' ORDER BY id`),
    );
    expect(audit.map((r) => [r.before?.id ?? null, r.after.id])).toEqual([
      [null, first.id],
      [first.id, again.id],
    ]);

    // A bet under A, then the day settled: A is paid 1.2 % of it.
    const stake = 10_000n;
    await fund(t, ids.pa as number, stake);
    await inTransaction(t.database.db, (tx) =>
      post(tx, {
        key: `test-bet:${randomUUID()}`,
        type: 'BET',
        memberId: ids.pa as number,
        entries: move(account.main(ids.pa as number), account.house(ids.pa as number), stake),
      }),
    );
    const zone = (await t.app.settings.get()).settings.site.timeZone;
    const around = { start: new Date(Date.now() - HOUR), end: new Date(Date.now() + HOUR) };
    expect(await settlePeriod(t.database.db, 'DAILY_SALARY', 'D', around, zone)).toBe(1);

    const seen = okValue(opsAgentContracts, await contracts({ account: name('a') }));
    expect(seen).toMatchObject({ account: name('a'), top: true });
    expect(seen.contracts).toHaveLength(1);
    expect(seen.contracts[0]).toMatchObject({
      id: again.id,
      kind: 'DAILY_SALARY',
      state: 'ACTIVE',
      upline: null,
      terms: table(1.2),
      setBy: admin.account,
    });
    expect(seen.payouts).toEqual([
      expect.objectContaining({
        kind: 'DAILY_SALARY',
        teamVolume: 100,
        activeMembers: 1,
        rate: 1.2,
        yield: 1.2,
        amount: 1.2,
      }),
    ]);
    // The list shows the contract in one line.
    const found = okValue(opsListAgents, await list({ q: name('a') }));
    expect(found.agents[0]?.contracts).toEqual([
      { kind: 'DAILY_SALARY', state: 'ACTIVE', period: 'D', topRate: 1.5 },
    ]);
    // B has an upline: no house contract, and nothing set.
    const b = okValue(opsAgentContracts, await contracts({ account: name('b') }));
    expect(b).toMatchObject({ top: false, contracts: [], payouts: [] });
  });

  it('answers 404 for an unknown account or a player, 400 for bad input', async () => {
    for (const account of [`${prefix}nobody`, name('pa')]) {
      expect((await tree({ account })).statusCode).toBe(404);
      expect((await contracts({ account })).statusCode).toBe(404);
    }
    expect((await tree({})).statusCode).toBe(400);
    expect((await tree({ account: name('a'), pageSize: '1000' })).statusCode).toBe(400);
    expect((await list({ top: 'yes' })).statusCode).toBe(400);
    expect((await contracts({ account: name('a'), payouts: '0' })).statusCode).toBe(400);
  });

  it('lets a reading role read but not set a house contract', async () => {
    const refused = await asStaff(t, support, opsSetHouseContract, {
      account: name('a'),
      kind: 'DAILY_SALARY',
      terms: table(0.5),
    });
    expect(refused.statusCode).toBe(403);
    const content = (await staffMember(t, 'content')).token;
    expect((await list({ q: prefix }, content)).statusCode).toBe(403);
  });
});
