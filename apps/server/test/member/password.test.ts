import { changePassword, resetPasswordByEmail, setPasswordByPhone } from '@gamehall/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAudit, members } from '../../src/db/schema/index.ts';
import {
  call,
  DIAL,
  freshIp,
  login,
  loginSmsCode,
  readOutbox,
  registered,
} from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { expectError } from '../system/calls.ts';

describe('passwords', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  const info = (token: string) => t.app.inject({ url: '/wps/member/info', headers: { token } });

  it('change password: old one checked, rules applied, every old session ends', async () => {
    const r = await registered(t.app, t.database);
    const other = (
      await login(t.app, { username: r.username, password: r.password, ip: r.ip })
    ).json().value.token as string;
    const body = (old: string, next: string, confirm = next) => ({
      oldPassword: old,
      newPassword: next,
      confirmNewPassword: confirm,
    });
    const wrongOld = await call(t.app, changePassword, body('wrong123', 'newpass123'), {
      token: r.token,
    });
    await expectError(wrongOld, 400, 'PASSWORD_INCORRECT');
    const weak = await call(t.app, changePassword, body(r.password, 'short'), { token: r.token });
    await expectError(weak, 400, 'VALIDATION_FAILED');
    expect(weak.json().details.newPassword).toMatchObject({ kind: 'pattern' });
    const mismatch = await call(
      t.app,
      changePassword,
      body(r.password, 'newpass123', 'newpass124'),
      {
        token: r.token,
      },
    );
    await expectError(mismatch, 400, 'VALIDATION_FAILED');

    const ok = await call(t.app, changePassword, body(r.password, 'newpass123'), {
      token: r.token,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const fresh = ok.json().value.token;
    expect((await info(r.token)).statusCode).toBe(401);
    expect((await info(other)).statusCode).toBe(401);
    expect((await info(fresh)).statusCode).toBe(200);
    const relog = await login(t.app, { username: r.username, password: 'newpass123', ip: r.ip });
    expect(relog.statusCode).toBe(200);
    const audit = await t.database.db
      .select()
      .from(authAudit)
      .where(and(eq(authAudit.memberId, r.member.id), eq(authAudit.event, 'password_changed')));
    expect(audit).toHaveLength(1);
  });

  it('forgot by e-mail: a one-time link in the outbox resets the password once', async () => {
    const email = `reset${Date.now()}@example.com`;
    const r = await registered(t.app, t.database, { extra: { email } });
    const ask = (username: string, address: string, ip = freshIp()) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': ip,
        },
        payload: new URLSearchParams({ username, email: address }).toString(),
      });
    const unknown = await ask(r.username, 'other@example.com');
    const e = await expectError(unknown, 404, 'ACCOUNT_NOT_FOUND');
    expect(e.message).toBe('Username/Email does not exist');

    const sent = await ask(r.username.toUpperCase(), email.toUpperCase());
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await readOutbox(t.database, email);
    const link = mail?.body.match(/(\S+\/index\?resetToken=([\w-]+))/);
    expect(link?.[1]).toMatch(/^http:\/\/localhost(:\d+)?\/index\?resetToken=/);
    const resetToken = link?.[2] as string;

    const reset = (newPassword: string) =>
      call(t.app, resetPasswordByEmail, {
        resetToken,
        newPassword,
        confirmNewPassword: newPassword,
      });
    await expectError(await reset('bad'), 400, 'VALIDATION_FAILED');
    const ok = await reset('viaemail1');
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await info(r.token)).statusCode).toBe(401);
    await expectError(await reset('viaemail2'), 400, 'RESET_LINK_INVALID');
    const relog = await login(t.app, { username: r.username, password: 'viaemail1', ip: r.ip });
    expect(relog.statusCode).toBe(200);
  });

  it('a forged Host header cannot point the reset link elsewhere', async () => {
    const email = `host${Date.now()}@example.com`;
    const r = await registered(t.app, t.database, { extra: { email } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'evil.example' },
      payload: new URLSearchParams({ username: r.username, email }).toString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await readOutbox(t.database, email);
    expect(mail?.body).not.toContain('evil.example');
    expect(mail?.body).toContain('https://www.gamehall.example/index?resetToken=');
  });

  it('set password by phone: the SMS code sets it and logs in', async () => {
    const r = await registered(t.app, t.database);
    const body = (code: string, mobile = r.mobile) => ({
      mobileNum: mobile,
      countryDialingCode: DIAL,
      verificationCode: code,
      newPassword: 'byphone12',
      confirmNewPassword: 'byphone12',
    });
    const wrong = await call(t.app, setPasswordByPhone, body('000000'), { ip: r.ip });
    await expectError(wrong, 400, 'VERIFICATION_CODE_INVALID');
    const code = await loginSmsCode(t.app, t.database, r.mobile, r.ip);
    const res = await call(t.app, setPasswordByPhone, body(code), { ip: r.ip });
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value.member.id).toBe(r.member.id);
    expect((await info(value.token)).statusCode).toBe(200);
    expect((await info(r.token)).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(members).where(eq(members.id, r.member.id));
    expect(row?.passwordIsDefault).toBe(false);
    const relog = await login(t.app, { username: r.username, password: 'byphone12', ip: r.ip });
    expect(relog.statusCode).toBe(200);
  });
});
