import {
  opsSearchAudit,
  opsSetMaintenance,
  opsShowSettings,
  opsStaffLogout,
  opsStaffMe,
  opsUpdateStaff,
} from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneStaffLogins, STAFF_IDLE_MS, staffOfToken } from '../../src/modules/staff/index.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { testBackends } from '../helpers/database.ts';
import { ops } from '../helpers/money.ts';
import { asStaff, codeOf, logIn, STAFF_PASSWORD, staffMember, verify } from '../helpers/staff.ts';

/** Why a statement failed (the database's words, under the driver's wrapper), or 'accepted'. */
async function refusal(statement: Promise<unknown>) {
  try {
    await statement;
    return 'accepted';
  } catch (err) {
    return `${(err as Error).message} ${String((err as { cause?: unknown }).cause)}`;
  }
}

describe.each(testBackends)('staff login with an authenticator on %s (decision 038)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, backend);
  });
  afterAll(() => t?.close());

  const challengeOf = async (account: string, password = STAFF_PASSWORD) => {
    const res = await logIn(t, account, password);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as { challenge: string; enrol: { secret: string } | null };
  };

  it('enrols the authenticator at the first login, then asks its code each time', async () => {
    const admin = await staffMember(t, 'admin');
    expect(admin.recoveryCodes).toHaveLength(10);
    const me = await asStaff(t, admin.token, opsStaffMe, undefined, {});
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().value.staff).toMatchObject({
      account: admin.account,
      role: 'admin',
      enrolled: true,
    });
    expect(me.json().value.permissions).toContain('staff.manage');

    // The next login offers no secret and takes a code of a later step.
    const next = await challengeOf(admin.account);
    expect(next.enrol).toBeNull();
    const ok = await verify(t, next.challenge, codeOf(admin.secret, 1));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value.recoveryCodes).toBeNull();
  });

  it('takes a code once: the same code again is refused', async () => {
    const admin = await staffMember(t, 'admin');
    const a = await challengeOf(admin.account);
    const code = codeOf(admin.secret, 1);
    expect((await verify(t, a.challenge, code)).statusCode).toBe(200);
    const b = await challengeOf(admin.account);
    const again = await verify(t, b.challenge, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('STAFF_CODE_INVALID');
  });

  it('refuses a wrong password the same way as an unknown account, and gives no challenge', async () => {
    const admin = await staffMember(t, 'admin');
    for (const [account, password] of [
      [admin.account, 'wrong-password-9'],
      ['nobody-here', STAFF_PASSWORD],
    ] as const) {
      const res = await logIn(t, account, password);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('STAFF_LOGIN_FAILED');
      expect(res.body).not.toContain('challenge');
    }
  });

  it('ends a challenge after five wrong codes, even before the right one', async () => {
    const admin = await staffMember(t, 'admin');
    const { challenge } = await challengeOf(admin.account);
    const right = codeOf(admin.secret, 1);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await verify(t, challenge, wrong)).statusCode).toBe(401);
    expect((await verify(t, challenge, right)).statusCode).toBe(401);
  });

  it('forgets a login step left unfinished once it expired (the prune job)', async () => {
    const admin = await staffMember(t, 'admin');
    const { challenge } = await challengeOf(admin.account);
    expect(await pruneStaffLogins(t.app, new Date(Date.now() + 10 * 60_000))).toBeGreaterThan(0);
    expect((await verify(t, challenge, codeOf(admin.secret, 1))).statusCode).toBe(401);
  });

  it('logs in once with each recovery code', async () => {
    const admin = await staffMember(t, 'admin');
    const code = admin.recoveryCodes[0] as string;
    expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/);
    expect((await verify(t, (await challengeOf(admin.account)).challenge, code)).statusCode).toBe(
      200,
    );
    expect((await verify(t, (await challengeOf(admin.account)).challenge, code)).statusCode).toBe(
      401,
    );
  });

  it('ends sessions on logout, when idle, and when the account is disabled', async () => {
    const admin = await staffMember(t, 'admin');
    const idle = await staffMember(t, 'support');
    const out = await asStaff(t, admin.token, opsStaffLogout, {});
    expect(out.statusCode, out.body).toBe(200);
    expect((await asStaff(t, admin.token, opsStaffMe, undefined, {})).statusCode).toBe(401);

    // Idle past the limit: the next call finds no session.
    const later = new Date(Date.now() + STAFF_IDLE_MS + 60_000);
    expect(await staffOfToken(t.database.db, idle.token, later)).toBeNull();
    expect((await asStaff(t, idle.token, opsStaffMe, undefined, {})).statusCode).toBe(401);

    const finance = await staffMember(t, 'finance');
    const off = await ops(t, opsUpdateStaff, { account: finance.account, disabled: true });
    expect(off.statusCode, off.body).toBe(200);
    expect((await asStaff(t, finance.token, opsShowSettings, undefined, {})).statusCode).toBe(401);
    expect((await logIn(t, finance.account)).statusCode).toBe(401);
  });

  it('writes every step to an audit no call can change, searchable by who', async () => {
    const admin = await staffMember(t, 'admin');
    const risk = await staffMember(t, 'risk');
    await asStaff(t, admin.token, opsUpdateStaff, { account: risk.account, role: 'support' });
    const found = await asStaff(t, admin.token, opsSearchAudit, undefined, {
      who: admin.account,
      action: 'staff/update',
    });
    expect(found.statusCode, found.body).toBe(200);
    const [entry] = found.json().value.entries;
    expect(entry).toMatchObject({
      who: admin.account,
      action: 'POST /ops/staff/update',
      outcome: 'ok',
      before: { account: risk.account, role: 'risk' },
      after: { account: risk.account, role: 'support' },
    });
    // A setting changed says what it was and what it became.
    await asStaff(t, admin.token, opsSetMaintenance, { on: true });
    await asStaff(t, admin.token, opsSetMaintenance, { on: false });
    const switched = await asStaff(t, admin.token, opsSearchAudit, undefined, {
      action: '/ops/maintenance',
      outcome: 'ok',
    });
    const [off, on] = switched.json().value.entries;
    expect(on).toMatchObject({ before: { on: false }, after: { on: true } });
    expect(off).toMatchObject({ before: { on: true }, after: { on: false } });
    // The code and the password never reach the audit.
    const logins = await asStaff(t, admin.token, opsSearchAudit, undefined, {
      action: 'staff/login',
      pageSize: '100',
    });
    const text = JSON.stringify(logins.json().value.entries);
    expect(text).toContain('(set)');
    expect(text).not.toContain(STAFF_PASSWORD);
    expect(text).not.toContain(admin.secret);
    // Nobody edits or deletes it, not even with SQL from the app's own connection.
    for (const statement of [
      sql`UPDATE operator_audit SET outcome = 'ok'`,
      sql`DELETE FROM operator_audit`,
      sql`TRUNCATE operator_audit`,
    ]) {
      expect(await refusal(t.database.db.execute(statement))).toMatch(/append-only/);
    }
  });
});
