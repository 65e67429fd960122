import { changePassword, getMemberInfo, getSecurityLog, logout } from '@gamehall/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAudit, members, sessions } from '../../src/db/schema/index.ts';
import { newSessionToken } from '../../src/lib/session-token.ts';
import {
  call,
  freshIp,
  freshMobile,
  insertTestMember,
  login,
  loginSmsCode,
  registered,
} from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { expectError } from '../system/calls.ts';

describe('login and logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  const info = (token: string) => t.app.inject({ url: '/wps/member/info', headers: { token } });

  it('logs in by username and password and records the login', async () => {
    const id = await insertTestMember(t.database, { account: 'logan', password: 'pass1234' });
    const ip = freshIp();
    const res = await login(t.app, { username: 'Logan', password: 'pass1234', ip });
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({
      firstTimeLogin: false,
      passwordExpired: false,
      defaultPassword: false,
      verification: null,
      member: { id, account: 'logan', type: 0, clubLabel: { labelName: 'VIP1', rankLevel: 1 } },
    });
    expect((await info(value.token)).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(authAudit)
      .where(and(eq(authAudit.memberId, id), eq(authAudit.event, 'login')));
    expect(row).toMatchObject({ ip, userAgent: 'vitest' });
  });

  it('answers a wrong password and an unknown account identically', async () => {
    await insertTestMember(t.database, { account: 'known1', password: 'pass1234' });
    const wrong = await login(t.app, { username: 'known1', password: 'nope12345' });
    const unknown = await login(t.app, { username: 'unknown1', password: 'nope12345' });
    const e = await expectError(wrong, 401, 'LOGIN_FAILED');
    expect(e.message).toBe('Incorrect username or password');
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    // Unknown accounts' failures are written in batches (decision 014): a moment later.
    await expect
      .poll(async () => {
        const failed = await t.database.db
          .select()
          .from(authAudit)
          .where(eq(authAudit.event, 'login_failed'));
        return failed.find((r) => (r.detail as { account: string }).account === 'unknown1');
      })
      .toMatchObject({ memberId: null, ip: expect.any(String) });
  });

  it('refuses a frozen account after the password', async () => {
    await insertTestMember(t.database, { account: 'frozen1', password: 'pass1234', status: 1 });
    const res = await login(t.app, { username: 'frozen1', password: 'pass1234' });
    await expectError(res, 403, 'ACCOUNT_DISABLED');
  });

  it('logs in by SMS code', async () => {
    const r = await registered(t.app, t.database);
    const code = await loginSmsCode(t.app, t.database, r.mobile, r.ip);
    const res = await login(t.app, { type: 'sms', username: r.mobile, password: code, ip: r.ip });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.member.id).toBe(r.member.id);
    const replay = await login(t.app, {
      type: 'sms',
      username: r.mobile,
      password: code,
      ip: r.ip,
    });
    await expectError(replay, 401, 'LOGIN_FAILED');
    const nobody = await login(t.app, { type: 'sms', username: freshMobile(), password: code });
    await expectError(nobody, 401, 'LOGIN_FAILED');
  });

  it('logout ends the session: the same token is 401 afterwards', async () => {
    await insertTestMember(t.database, { account: 'leaver', password: 'pass1234' });
    const token = (await login(t.app, { username: 'leaver', password: 'pass1234' })).json().value
      .token;
    expect((await info(token)).statusCode).toBe(200);
    const out = await call(t.app, logout, undefined, { token });
    expect(out.statusCode, out.body).toBe(200);
    await expectError(await info(token), 401, 'TOKEN_INVALID');
    expect((await call(t.app, logout, undefined, { token })).statusCode).toBe(401);
  });

  it('refuses a forged token', async () => {
    await expectError(await info(newSessionToken()), 401, 'TOKEN_INVALID');
    await expectError(await info('not-a-token'), 401, 'TOKEN_INVALID');
  });

  it('flags an account made with the default password, and marks the first login', async () => {
    await insertTestMember(t.database, {
      account: 'made1',
      password: 'Gh123456',
      passwordIsDefault: true,
    });
    const res = await login(t.app, { username: 'made1', password: 'Gh123456' });
    expect(res.json().value).toMatchObject({ firstTimeLogin: true, defaultPassword: true });
    const token = res.json().value.token;
    const first = await t.app.inject({
      method: 'POST',
      url: '/wps/member/firstLogin',
      headers: { token },
      payload: {},
    });
    expect(first.statusCode, first.body).toBe(200);
    const again = await login(t.app, { username: 'made1', password: 'Gh123456' });
    expect(again.json().value).toMatchObject({ firstTimeLogin: false, defaultPassword: true });
  });

  it('holds real-account actions of a default-password account until it changes it', async () => {
    await insertTestMember(t.database, {
      account: 'made2',
      password: 'Gh123456',
      passwordIsDefault: true,
    });
    const { token } = (await login(t.app, { username: 'made2', password: 'Gh123456' })).json()
      .value;
    const me = await call(t.app, getMemberInfo, undefined, { token });
    expect(me.json().value.mustChangePassword).toBe(true);
    await expectError(
      await call(t.app, getSecurityLog, undefined, { token }),
      403,
      'PASSWORD_CHANGE_REQUIRED',
    );
    const changed = await call(
      t.app,
      changePassword,
      { oldPassword: 'Gh123456', newPassword: 'mine1234', confirmNewPassword: 'mine1234' },
      { token },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const fresh = changed.json().value.token;
    expect((await call(t.app, getSecurityLog, undefined, { token: fresh })).statusCode).toBe(200);
    const after = await call(t.app, getMemberInfo, undefined, { token: fresh });
    expect(after.json().value.mustChangePassword).toBe(false);
  });

  it('flags an expired password', async () => {
    const id = await insertTestMember(t.database, { account: 'oldpass', password: 'pass1234' });
    await t.database.db
      .update(members)
      .set({ passwordChangedAt: sql`now() - interval '91 days'` })
      .where(eq(members.id, id));
    const res = await login(t.app, { username: 'oldpass', password: 'pass1234' });
    expect(res.json().value).toMatchObject({ passwordExpired: true, defaultPassword: false });
  });

  it('opens sessions with the brand lifetime, ip and user agent', async () => {
    const id = await insertTestMember(t.database, { account: 'timer1', password: 'pass1234' });
    const ip = freshIp();
    await login(t.app, { username: 'timer1', password: 'pass1234', ip });
    const [s] = await t.database.db.select().from(sessions).where(eq(sessions.memberId, id));
    const hours = ((s?.expiresAt.getTime() ?? 0) - (s?.createdAt.getTime() ?? 0)) / 3_600_000;
    expect(hours).toBeCloseTo(24, 3);
    expect(s).toMatchObject({ ip, userAgent: 'vitest' });
  });
});
