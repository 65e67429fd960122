import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, outbox } from '../../src/db/schema/index.ts';
import { insertMemberRow as insertMember } from '../../src/modules/member/repo.ts';
import { createSession } from '../../src/modules/session/repo.ts';
import { phoneTarget } from '../../src/modules/verification/index.ts';
import { solveCaptcha } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { expectError } from '../system/calls.ts';
import { lastCode, outboxFor } from './outbox.ts';

describe('/wps/verification/… calls', () => {
  let t: TestApp;
  let memberId: number;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    memberId = await insertMember(t.database.db, { account: 'codes-player', passwordHash: 'x' });
    await t.database.db
      .update(members)
      .set({ mobile: '5512340001', mobileDialingCode: '52' })
      .where(eq(members.id, memberId));
    token = await createSession(t.database.db, memberId, { ttlMs: 60_000 });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'x-forwarded-for': '192.0.2.80', ...headers },
    });
  /** A visitor's code request: it carries a captcha the visitor solved. */
  const ask = async (url: string, payload: object) =>
    post(url, { ...payload, ...(await solveCaptcha(t.app, t.database, '192.0.2.80')) });

  it('phoneTarget: "+digits number" whichever way the dialing code comes', () => {
    expect(phoneTarget('+52', '5512345678')).toBe('+52 5512345678');
    expect(phoneTarget('52', '5512345678')).toBe('+52 5512345678');
  });

  it('register SMS: a code for "+52 number" with purpose register', async () => {
    const res = await ask('/wps/verification/sms/register', {
      mobileNo: '5512340002',
      countryDialingCode: '+52',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ expiredMinutes: 5 });
    const code = await lastCode(t.database, '+52 5512340002');
    expect(await t.app.codes.verify('register', '+52 5512340002', code)).toBe(true);
  });

  it('login SMS for a member number sends a login code', async () => {
    const res = await ask('/wps/verification/sms/noLogin', {
      mobileNum: '5512340001',
      countryDialingCode: '52',
    });
    expect(res.statusCode, res.body).toBe(200);
    const code = await lastCode(t.database, '+52 5512340001');
    expect(await t.app.codes.verify('login', '+52 5512340001', code)).toBe(true);
  });

  it('login SMS for an unknown number: the same 200, nothing sent, throttles still count', async () => {
    const body = { mobileNum: '5512349999', countryDialingCode: '+52' };
    const res = await ask('/wps/verification/sms/noLogin', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.json().value).sort()).toEqual(['expiredMinutes', 'resendAt', 'sentAt']);
    expect(await outboxFor(t.database, '+52 5512349999')).toHaveLength(0);
    await expectError(await ask('/wps/verification/sms/noLogin', body), 429, 'TOO_MANY_REQUESTS');
  });

  it('bind SMS and e-mail need a token and bind the code to the member', async () => {
    const phone = { mobileNum: '5512340003', countryDialingCode: '+52' };
    await expectError(await post('/wps/verification/sms/member', phone), 401, 'TOKEN_INVALID');
    const sms = await post('/wps/verification/sms/member', phone, { token });
    expect(sms.statusCode, sms.body).toBe(200);
    const smsCode = await lastCode(t.database, '+52 5512340003');
    expect(await t.app.codes.verify('bind-mobile', '+52 5512340003', smsCode)).toBe(false);
    expect(
      await t.app.codes.verify('bind-mobile', `member:${memberId}|+52 5512340003`, smsCode),
    ).toBe(true);

    const email = await post('/wps/verification/email', { email: 'Player@Example.com' }, { token });
    expect(email.statusCode, email.body).toBe(200);
    const [mail] = await outboxFor(t.database, 'player@example.com');
    expect(mail).toMatchObject({ channel: 'email', subject: 'Gamehall verification code' });
    const mailCode = await lastCode(t.database, 'player@example.com');
    expect(
      await t.app.codes.verify('bind-email', `member:${memberId}|player@example.com`, mailCode),
    ).toBe(true);
  });

  it('a trial account cannot ask for binding codes', async () => {
    const trial = await insertMember(t.database.db, {
      account: 'codes-trial',
      passwordHash: 'x',
      type: 4,
    });
    const trialToken = await createSession(t.database.db, trial, { ttlMs: 60_000 });
    const res = await post(
      '/wps/verification/email',
      { email: 'trial@example.com' },
      { token: trialToken },
    );
    await expectError(res, 403, 'TRIAL_ACCOUNT');
    expect(
      await t.database.db.select().from(outbox).where(eq(outbox.recipient, 'trial@example.com')),
    ).toEqual([]);
  });

  it('bad input is a 400', async () => {
    const res = await post('/wps/verification/sms/register', {
      mobileNo: '55-12',
      countryDialingCode: '+52',
    });
    await expectError(res, 400, 'VALIDATION_FAILED');
  });
});
