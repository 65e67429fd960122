import {
  type CallDef,
  createDownline,
  getAgentInfo,
  getDownlines,
  processDailySalary,
} from '@gamehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContract } from '../../src/modules/agent/contracts-repo.ts';
import { call, freshIp, login, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { fund, moneyPlayer, type Player } from '../helpers/money.ts';

describe('downline management and the register centre (issue 14)', () => {
  let t: TestApp;
  /** A ── B ── b1, A ── a1; X another tree. */
  let A: Player;
  let B: Player;
  let X: Player;

  const ask = (def: CallDef, who: Player, query: Record<string, string> = {}) =>
    call(t.app, def, undefined, { ...who.as(), query });
  const open = (who: Player, body: Record<string, string>) =>
    call(t.app, createDownline, body, who.as());
  const account = (name: string, type: 'PLAYER' | 'AGENT' = 'PLAYER') => ({
    account: name,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    type,
  });

  beforeAll(async () => {
    t = await buildTestApp();
    A = await moneyPlayer(t, { type: 1 });
    X = await moneyPlayer(t, { type: 1 });
  });
  afterAll(() => t?.close());

  it('an agent opens a player and an agent under itself; they change the password at first login', async () => {
    const player = okValue(createDownline, await open(A, account('RegPlayer1')));
    expect(player).toEqual({ account: 'regplayer1', type: 0, affiliateCode: null });
    const agent = okValue(createDownline, await open(A, account('regagent1', 'AGENT')));
    expect(agent).toMatchObject({ account: 'regagent1', type: 1 });
    expect(agent.affiliateCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);

    const res = await login(t.app, { username: 'regagent1', password: 'Secret123', ip: freshIp() });
    expect(res.statusCode, res.body).toBe(200);
    const token = (res.json() as { value: { token: string } }).value.token;
    // The agent chose the password: the new member changes it before anything else.
    const info = await call(t.app, getAgentInfo, undefined, { token, ip: freshIp() });
    expect(info.statusCode).toBe(403);
    expect(info.json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
    // It is under A, A's direct downline.
    const mine = okValue(getDownlines, await ask(getDownlines, A));
    expect(mine.list.map((r) => r.account).sort()).toEqual(['regagent1', 'regplayer1']);
  });

  it('refuses a taken account, a password against the brand’s rule, and players', async () => {
    const taken = await open(A, account('regplayer1'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'ACCOUNT_EXISTS' });
    const weak = await open(A, { ...account('regweak'), password: '1', confirmPassword: '1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { password: {} } });
    const mismatch = await open(A, { ...account('regweak'), confirmPassword: 'Secret124' });
    expect(mismatch.statusCode).toBe(400);
    const p = await moneyPlayer(t, { uplineId: A.id });
    expect((await open(p, account('regbyplayer'))).statusCode).toBe(403);
  });

  it('lists the direct downlines with balance, team and contracts; drills down with a breadcrumb', async () => {
    B = await moneyPlayer(t, { type: 1, uplineId: A.id });
    const b1 = await moneyPlayer(t, { uplineId: B.id });
    await fund(t, b1.id, 12_345n);
    await insertContract(
      t.database.db,
      {
        kind: 'DAILY_SALARY',
        uplineId: A.id,
        memberId: B.id,
        terms: {
          tiers: [
            { minVolume: '0', minActive: 0, rateBp: 50 },
            { minVolume: '100000', minActive: 2, rateBp: 80 },
          ],
          period: 'D',
        },
      },
      'ACTIVE',
    );
    const top = okValue(getDownlines, await ask(getDownlines, A));
    expect(top.path).toEqual([A.account]);
    const b = top.list.find((r) => r.account === B.account);
    expect(b).toMatchObject({
      level: 1,
      upline: A.account,
      teamSize: 1,
      directCount: 1,
      contracts: [{ kind: 'DAILY_SALARY', state: 'ACTIVE', rate: 0.8 }],
    });
    expect(top.list.map((r) => r.account)).not.toContain(b1.account);

    const down = okValue(getDownlines, await ask(getDownlines, A, { parent: B.account }));
    expect(down.path).toEqual([A.account, B.account]);
    expect(down.list).toEqual([
      expect.objectContaining({
        account: b1.account,
        level: 2,
        balance: 123.45,
        upline: B.account,
      }),
    ]);
    const byBalance = okValue(getDownlines, await ask(getDownlines, A, { sort: 'balance' }));
    expect(byBalance.list[0]?.balance).toBeGreaterThanOrEqual(byBalance.list.at(-1)?.balance ?? 0);

    const found = okValue(
      getDownlines,
      await ask(getDownlines, A, { search: b1.account.slice(0, 8) }),
    );
    expect(found.list.map((r) => r.account)).toContain(b1.account);
  });

  it('shows nothing outside the agent’s own tree', async () => {
    // B cannot look up at A's other members, X cannot look into A's tree.
    expect((await ask(getDownlines, B, { parent: A.account })).statusCode).toBe(404);
    expect((await ask(getDownlines, X, { parent: B.account })).statusCode).toBe(404);
    expect(okValue(getDownlines, await ask(getDownlines, X, { search: 'reg' })).list).toEqual([]);
    expect(okValue(getDownlines, await ask(getDownlines, X)).list).toEqual([]);
    const wrongKind = await call(
      t.app,
      processDailySalary,
      {
        action: 'OFFER',
        downline: B.account,
        terms: { tiers: [{ minVolume: 0, minActive: 0, rate: 0.1 }], period: 'D' },
      },
      X.as(),
    );
    expect(wrongKind.statusCode).toBe(404);
  });
});
