import {
  bindEmail,
  bindMobile,
  bindTotp,
  getMemberIcon,
  getMemberInfo,
  getPlayerAvatars,
  getSecurityLog,
  setPaymentPassword,
  startTotpBinding,
  updateMemberIcon,
  updateProfile,
} from '@gamehall/contract';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DIAL, freshMobile, lastCode, okValue, registered } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { expectError } from '../system/calls.ts';

const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('security centre', () => {
  let t: TestApp;
  let r: Awaited<ReturnType<typeof registered>>;
  beforeAll(async () => {
    t = await buildTestApp();
    r = await registered(t.app, t.database, { extra: { email: 'player@example.com' } });
  });
  afterAll(() => t?.close());

  const as = () => ({ token: r.token, ip: r.ip });

  it('shows member info with private data masked', async () => {
    const info = okValue(getMemberInfo, await call(t.app, getMemberInfo, undefined, as()));
    expect(info).toMatchObject({
      account: r.username.toLowerCase(),
      type: 0,
      toUpline: false,
      email: 'pl***@example.com',
      countryDialingCode: DIAL,
      merchantCode: 'GAMEHALL',
      memberLabel: [],
      hasPaymentPassword: false,
      totpBound: false,
      avatarType: 'STATIC',
    });
    expect(info.mobile).toBe(
      `${r.mobile.slice(0, 2)}${'*'.repeat(r.mobile.length - 4)}${r.mobile.slice(-2)}`,
    );
  });

  it('picks a static avatar and uploads a custom one served by its URL', async () => {
    const list = okValue(getPlayerAvatars, await call(t.app, getPlayerAvatars, undefined, as()));
    expect(list.list).toHaveLength(12);
    const picked = await call(
      t.app,
      updateMemberIcon,
      { avatarType: 'STATIC', avatar: 'avatar-7' },
      as(),
    );
    expect(picked.json().value).toEqual({ avatar: 'avatar-7', avatarType: 'STATIC' });
    const unknown = await call(
      t.app,
      updateMemberIcon,
      { avatarType: 'STATIC', avatar: 'x' },
      as(),
    );
    await expectError(unknown, 400, 'VALIDATION_FAILED');
    const notImage = await call(
      t.app,
      updateMemberIcon,
      {
        avatarType: 'CUSTOM',
        image: `data:image/png;base64,${Buffer.from('<svg/>').toString('base64')}`,
      },
      as(),
    );
    await expectError(notImage, 400, 'VALIDATION_FAILED');
    const up = await call(
      t.app,
      updateMemberIcon,
      { avatarType: 'CUSTOM', image: `data:image/png;base64,${PNG_1X1}` },
      as(),
    );
    expect(up.statusCode, up.body).toBe(200);
    const { avatar } = up.json().value;
    expect(avatar).toMatch(new RegExp(`^/wps/member/avatar/${r.member.id}\\?v=\\d+$`));
    const icon = okValue(getMemberIcon, await call(t.app, getMemberIcon, undefined, as()));
    expect(icon).toEqual({ avatar, avatarType: 'CUSTOM' });
    const img = await t.app.inject({ url: avatar });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['cache-control']).toMatch(/private/);
    expect(img.rawPayload.equals(Buffer.from(PNG_1X1, 'base64'))).toBe(true);
  });

  it('sets the nickname any time and each social account only once', async () => {
    const first = await call(t.app, updateProfile, { nickname: 'Ana', line: 'ana.line' }, as());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({ nickname: 'Ana', socials: { line: 'ana.line' } });
    const change = await call(t.app, updateProfile, { nickname: 'Bea', line: 'other' }, as());
    await expectError(change, 409, 'ALREADY_BOUND');
    const nick = await call(t.app, updateProfile, { nickname: 'Bea', telegram: '@bea' }, as());
    expect(nick.json().value).toMatchObject({
      nickname: 'Bea',
      socials: { line: 'ana.line', telegram: '@bea', whatsapp: null },
    });
  });

  it('sets the payment password with the login password, changes it with the old one', async () => {
    const set = (body: Record<string, string>) => call(t.app, setPaymentPassword, body, as());
    await expectError(
      await set({
        loginPassword: 'wrong123',
        paymentPassword: '123456',
        confirmPaymentPassword: '123456',
      }),
      400,
      'PASSWORD_INCORRECT',
    );
    await expectError(
      await set({
        loginPassword: r.password,
        paymentPassword: '12ab',
        confirmPaymentPassword: '12ab',
      }),
      400,
      'VALIDATION_FAILED',
    );
    const ok = await set({
      loginPassword: r.password,
      paymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    await expectError(
      await set({
        oldPaymentPassword: '654321',
        paymentPassword: '111111',
        confirmPaymentPassword: '111111',
      }),
      400,
      'PASSWORD_INCORRECT',
    );
    const changed = await set({
      oldPaymentPassword: '123456',
      paymentPassword: '111111',
      confirmPaymentPassword: '111111',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const info = okValue(getMemberInfo, await call(t.app, getMemberInfo, undefined, as()));
    expect(info.hasPaymentPassword).toBe(true);
  });

  it('binds an e-mail address and a mobile number with their codes', async () => {
    const sendEmail = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/email',
      headers: { token: r.token, 'x-forwarded-for': r.ip },
      payload: { email: 'New@Example.com' },
    });
    expect(sendEmail.statusCode, sendEmail.body).toBe(200);
    const emailCode = await lastCode(t.database, 'new@example.com');
    await expectError(
      await call(t.app, bindEmail, { email: 'new@example.com', verificationCode: '000000' }, as()),
      400,
      'VERIFICATION_CODE_INVALID',
    );
    const bound = await call(
      t.app,
      bindEmail,
      { email: 'new@example.com', verificationCode: emailCode },
      as(),
    );
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json().value.email).toBe('ne***@example.com');

    const mobile = freshMobile();
    const sendSms = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/member',
      headers: { token: r.token, 'x-forwarded-for': r.ip },
      payload: { mobileNum: mobile, countryDialingCode: DIAL },
    });
    expect(sendSms.statusCode, sendSms.body).toBe(200);
    const smsCode = await lastCode(t.database, `+${DIAL} ${mobile}`);
    const phone = await call(
      t.app,
      bindMobile,
      { mobileNum: mobile, countryDialingCode: DIAL, verificationCode: smsCode },
      as(),
    );
    expect(phone.statusCode, phone.body).toBe(200);
    expect(phone.json().value.mobile).toMatch(/^55\*+\d\d$/);

    // Another account cannot take that number.
    const other = await registered(t.app, t.database);
    const taken = await call(
      t.app,
      bindMobile,
      { mobileNum: mobile, countryDialingCode: DIAL, verificationCode: '123456' },
      { token: other.token },
    );
    await expectError(taken, 409, 'MOBILE_EXISTS');
  });

  it('binds an authenticator once', async () => {
    const setup = okValue(startTotpBinding, await call(t.app, startTotpBinding, {}, as()));
    expect(setup.otpauthUrl).toContain('issuer=Gamehall');
    const totp = new TOTP({ secret: Secret.fromBase32(setup.secret) });
    const wrong = await call(
      t.app,
      bindTotp,
      { code: totp.generate() === '000000' ? '111111' : '000000' },
      as(),
    );
    await expectError(wrong, 400, 'VERIFICATION_CODE_INVALID');
    const ok = await call(t.app, bindTotp, { code: totp.generate() }, as());
    expect(ok.json().value.totpBound).toBe(true);
    await expectError(await call(t.app, startTotpBinding, {}, as()), 409, 'ALREADY_BOUND');
    await expectError(
      await call(t.app, bindTotp, { code: totp.generate() }, as()),
      409,
      'ALREADY_BOUND',
    );
  });

  it('lists the security log, newest first', async () => {
    const log = okValue(getSecurityLog, await call(t.app, getSecurityLog, undefined, as()));
    const events = log.list.map((e) => e.event);
    expect(events[0]).toBe('bind_totp');
    expect(events).toEqual(
      expect.arrayContaining([
        'register',
        'bind_email',
        'bind_mobile',
        'bind_social',
        'payment_password_set',
      ]),
    );
    expect(log.list.length).toBeLessThanOrEqual(20);
    expect(log.list[0]).toMatchObject({ ip: r.ip, userAgent: 'vitest' });
  });
});
