import {
  opsAddMemberNote,
  opsDashboard,
  opsForceLogout,
  opsMemberBets,
  opsMemberDetail,
  opsMemberLedger,
  opsResetMemberPassword,
  opsSearchMembers,
} from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { testBackends } from '../helpers/database.ts';
import {
  firstSlot,
  moneyPlayer,
  PASSWORD,
  type Player,
  playRound,
  sandboxDeposit,
} from '../helpers/money.ts';
import { asStaff, staffMember } from '../helpers/staff.ts';

describe.each(testBackends)('the console’s dashboard and members on %s (issue 19)', (backend) => {
  let t: TestApp;
  let finance: string;
  let support: string;
  beforeAll(async () => {
    t = await buildTestApp({}, backend);
    finance = (await staffMember(t, 'finance')).token;
    support = (await staffMember(t, 'support')).token;
  });
  afterAll(() => t?.close());

  const today = async () =>
    okValue(opsDashboard, await asStaff(t, finance, opsDashboard, undefined, { days: '7' }));

  it('adds a day’s deposits, stakes, payouts, GGR and players to today’s figures', async () => {
    const before = await today();
    expect(before.days).toHaveLength(7);
    expect(before.days.at(-1)).toEqual(before.today);
    const p = await moneyPlayer(t);
    await sandboxDeposit(t, p, 50);
    const slot = await firstSlot(t);
    await playRound(t, slot, p, 10, 4);
    await playRound(t, slot, p, 2.5, 0);
    const after = (await today()).today;
    const delta = (k: keyof typeof after) => Number(after[k]) - Number(before.today[k]);
    expect(delta('deposits')).toBeCloseTo(50, 2);
    expect(delta('depositCount')).toBe(1);
    expect(delta('bets')).toBeCloseTo(12.5, 2);
    expect(delta('betCount')).toBe(2);
    expect(delta('payouts')).toBeCloseTo(4, 2);
    expect(delta('ggr')).toBeCloseTo(8.5, 2);
    expect(delta('newPlayers')).toBe(1);
    expect(delta('activePlayers')).toBe(1);
  });

  it('refuses the dashboard to a role without money.read', async () => {
    const res = await asStaff(t, support, opsDashboard, undefined, {});
    expect(res.statusCode).toBe(403);
  });

  const search = async (by: string, q: string) =>
    okValue(opsSearchMembers, await asStaff(t, support, opsSearchMembers, undefined, { by, q }));

  it('finds a member by account, mobile, e-mail and an address they logged in from', async () => {
    const p = await moneyPlayer(t);
    await t.database.db.execute(sql`UPDATE members SET mobile = '5512345678',
      mobile_dialing_code = '52', email = ${`${p.account}@Example.com`} WHERE id = ${p.id}`);
    const found = (await search('account', p.account.slice(0, 10))).members;
    expect(found.map((m) => m.account)).toContain(p.account);
    expect((await search('mobile', '+52 55 1234 5678')).members[0]).toMatchObject({
      account: p.account,
      mobile: '+52 5512345678',
    });
    expect((await search('email', `${p.account}@example.com`)).members[0]?.account).toBe(p.account);
    expect((await search('ip', p.ip)).members.map((m) => m.account)).toEqual([p.account]);
    expect((await search('account', 'no_such_%')).members).toEqual([]);
  });

  const detail = async (p: Player, token = support) =>
    okValue(
      opsMemberDetail,
      await asStaff(t, token, opsMemberDetail, undefined, { account: p.account }),
    );

  it('shows a member’s profile, wallets, ledger, bets, sessions, logins and notes', async () => {
    const p = await moneyPlayer(t);
    await sandboxDeposit(t, p, 30);
    await playRound(t, await firstSlot(t), p, 5, 0);
    const shown = await detail(p);
    expect(shown.member).toMatchObject({ account: p.account, balance: 25, status: 0 });
    expect(shown.wallets).toContainEqual({ wallet: 'MAIN', balance: 25 });
    expect(shown.sessions[0]).toMatchObject({ live: true, ip: p.ip });
    expect(shown.logins.map((l) => l.event)).toContain('login');
    const ledger = okValue(
      opsMemberLedger,
      await asStaff(t, finance, opsMemberLedger, undefined, { account: p.account }),
    );
    expect(ledger.entries.map((e) => [e.type, e.amount, e.balanceAfter])).toEqual([
      ['BET', -5, 25],
      ['DEPOSIT', 30, 30],
    ]);
    const bets = okValue(
      opsMemberBets,
      await asStaff(t, support, opsMemberBets, undefined, { account: p.account }),
    );
    expect(bets.bets).toHaveLength(1);
    expect(bets.bets[0]).toMatchObject({ stake: 5, win: 0, status: 'SETTLED' });
    const noted = okValue(
      opsAddMemberNote,
      await asStaff(t, support, opsAddMemberNote, { account: p.account, text: 'Called about KYC' }),
    );
    expect(noted.notes).toEqual([
      expect.objectContaining({
        text: 'Called about KYC',
        staff: expect.stringMatching(/^support/),
      }),
    ]);
    expect((await detail(p)).notes).toHaveLength(1);
  });

  it('logs a member out everywhere, and resets a password to be changed at the next login', async () => {
    const p = await moneyPlayer(t);
    const out = okValue(
      opsForceLogout,
      await asStaff(t, support, opsForceLogout, { account: p.account }),
    );
    expect(out.sessionsEnded).toBe(1);
    expect((await detail(p)).sessions[0]?.live).toBe(false);
    const reset = okValue(
      opsResetMemberPassword,
      await asStaff(t, support, opsResetMemberPassword, { account: p.account }),
    );
    expect((await login(t.app, { username: p.account, password: PASSWORD })).statusCode).toBe(401);
    const fresh = await login(t.app, { username: p.account, password: reset.password });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().value.defaultPassword).toBe(true);
  });
});
