import { registerMobile } from '@gamehall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAudit, memberIps, members } from '../../src/db/schema/index.ts';
import {
  call,
  DIAL,
  freshIp,
  freshMobile,
  login,
  register,
  registered,
  registerSmsCode,
  solveCaptcha,
} from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { expectError } from '../system/calls.ts';

describe('registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('registers by username with captcha and SMS code, and logs the player in', async () => {
    const r = await registered(t.app, t.database, {
      username: 'NewPlayer1',
      extra: { email: 'New.Player@Example.com', payeeName: 'Ana Lopez', referralCode: 'FRIEND1' },
    });
    expect(r.result).toMatchObject({ firstTimeLogin: false, defaultPassword: false });
    expect(r.member.account).toBe('newplayer1');
    expect(r.member.email).toBe('ne***@example.com');
    const [row] = await t.database.db.select().from(members).where(eq(members.id, r.member.id));
    expect(row).toMatchObject({
      email: 'new.player@example.com',
      payeeName: 'Ana Lopez',
      mobileDialingCode: DIAL,
      mobile: r.mobile,
      registerMethod: 'WEB',
      registerIp: r.ip,
      uplineId: null,
    });
    expect(row?.firstLoginAt).not.toBeNull();
    expect(row?.profile).toEqual({ referralCode: 'FRIEND1' });
    const ips = await t.database.db
      .select()
      .from(memberIps)
      .where(eq(memberIps.memberId, r.member.id));
    expect(ips.map((i) => i.ip)).toEqual([r.ip]);
    const events = await t.database.db
      .select()
      .from(authAudit)
      .where(eq(authAudit.memberId, r.member.id));
    expect(events.map((e) => e.event)).toContain('register');
    // The token works and the password logs in (same IP: no second verification).
    const info = await t.app.inject({ url: '/wps/member/info', headers: { token: r.token } });
    expect(info.statusCode).toBe(200);
    const again = await login(t.app, { username: 'NEWPLAYER1', password: r.password, ip: r.ip });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('registers by mobile: the account is the full number', async () => {
    const ip = freshIp();
    const mobile = freshMobile();
    const verificationCode = await registerSmsCode(t.app, t.database, mobile, ip);
    const captcha = await solveCaptcha(t.app, t.database, ip);
    const res = await call(
      t.app,
      registerMobile,
      {
        mobileNum: mobile,
        countryDialingCode: `+${DIAL}`,
        verificationCode,
        password: 'mobile123',
        confirmPassword: 'mobile123',
        ...captcha,
        agreeTerms: true,
        agreeAge: true,
      },
      { ip },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.member.account).toBe(`${DIAL}${mobile}`);
    expect(res.json().value.member.mobile).toMatch(/^55\*+\d\d$/);
  });

  it('refuses a taken account (409) and a taken mobile (409)', async () => {
    const first = await registered(t.app, t.database);
    const sameName = await register(t.app, t.database, { username: first.username.toUpperCase() });
    await expectError(sameName.res, 409, 'ACCOUNT_EXISTS');
    const sameMobile = await register(t.app, t.database, { mobile: first.mobile });
    await expectError(sameMobile.res, 409, 'MOBILE_EXISTS');
  });

  it('enforces the brand rules with field details', async () => {
    const badName = await register(t.app, t.database, { username: '1abcdef' });
    const e1 = await expectError(badName.res, 400, 'VALIDATION_FAILED');
    expect(badName.res.json().details.username).toMatchObject({ kind: 'pattern', min: 6, max: 16 });
    expect(e1.message).toMatch(/^username/);

    const short = await register(t.app, t.database, { password: 'ab12' });
    await expectError(short.res, 400, 'VALIDATION_FAILED');
    expect(short.res.json().details.password).toMatchObject({ kind: 'pattern' });

    const mismatch = await register(t.app, t.database, { extra: { confirmPassword: 'other123' } });
    await expectError(mismatch.res, 400, 'VALIDATION_FAILED');
    expect(mismatch.res.json().details).toEqual({ confirmPassword: { kind: 'mismatch' } });

    const missing = await register(t.app, t.database, { extra: { username: '' } });
    await expectError(missing.res, 400, 'VALIDATION_FAILED');
    expect(missing.res.json().details.username).toEqual({ kind: 'required' });
  });

  it('refuses a wrong captcha and a wrong SMS code', async () => {
    const badCaptcha = await register(t.app, t.database, { extra: { captcha: 'zzzz' } });
    await expectError(badCaptcha.res, 400, 'CAPTCHA_INVALID');
    const badCode = await register(t.app, t.database, { extra: { verificationCode: '000000' } });
    await expectError(badCode.res, 400, 'VERIFICATION_CODE_INVALID');
  });

  it('checks the invitation code: unknown is 400, an agent code sets the upline', async () => {
    const bad = await register(t.app, t.database, { extra: { affiliateCode: 'NOSUCH1' } });
    const e = await expectError(bad.res, 400, 'INVALID_AFFILIATE');
    expect(e.message).toBe('Invalid invitation code');
    const good = await registered(t.app, t.database, { extra: { affiliateCode: 'gamehall1' } });
    const [agent] = await t.database.db
      .select()
      .from(members)
      .where(eq(members.account, 'demoagent'));
    const [row] = await t.database.db.select().from(members).where(eq(members.id, good.member.id));
    expect(row?.uplineId).toBe(agent?.id);
    expect(good.member.toUpline).toBe(true);
  });

  it('two racing registrations of one name make one account', async () => {
    const username = `racer${Date.now() % 100000}`;
    const [a, b] = await Promise.all([
      register(t.app, t.database, { username }),
      register(t.app, t.database, { username }),
    ]);
    const codes = [a.res.statusCode, b.res.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = a.res.statusCode === 409 ? a.res : b.res;
    expect(loser.json().code).toBe('ACCOUNT_EXISTS');
    const rows = await t.database.db.select().from(members).where(eq(members.account, username));
    expect(rows).toHaveLength(1);
  });

  it('refuses a plaintext body and stores nothing', async () => {
    const before = await t.database.db.select({ id: members.id }).from(members);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      payload: { username: 'plaintext1', password: 'secret123', agreeTerms: true, agreeAge: true },
    });
    await expectError(res, 400, 'ENCRYPTION_REQUIRED');
    const after = await t.database.db.select({ id: members.id }).from(members);
    expect(after.length).toBe(before.length);
  });
});
