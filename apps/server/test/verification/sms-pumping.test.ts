import { getCountries, opsListAlerts } from '@gamehall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, settings } from '../../src/db/schema/index.ts';
import { defaultAccounts } from '../../src/settings/schema.ts';
import { freshIp, freshMobile, solveCaptcha } from '../helpers/accounts.ts';
import { buildTestApp, TEST_OPERATOR_KEY, type TestApp } from '../helpers/app.ts';
import { callValue, expectError } from '../system/calls.ts';

/**
 * Issue #12 item 6: a code to a phone costs the operator money, so a script must not be
 * able to send them in bulk — one solved captcha per message, only the brand's dialing
 * codes, and a ceiling on the whole site's SMS per hour that alerts the operator.
 */
describe('SMS codes cannot be pumped', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const sentTo = async (dialing: string, mobile: string) =>
    (
      await t.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, `+${dialing} ${mobile}`))
    ).length;

  const post = (url: string, payload: object, ip: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip } });

  const setAccounts = async (change: Partial<typeof defaultAccounts>) => {
    const [row] = await t.database.db.select().from(settings).where(eq(settings.key, 'accounts'));
    const value = { ...(row?.value as object), ...change };
    await t.database.db
      .insert(settings)
      .values({ key: 'accounts', value })
      .onConflictDoUpdate({ target: settings.key, set: { value } });
    t.app.settings.invalidate();
  };

  it.each([
    ['register', '/wps/verification/sms/register', 'mobileNo'],
    ['login', '/wps/verification/sms/noLogin', 'mobileNum'],
  ])(
    'a %s code needs a solved captcha: none or a wrong one sends nothing',
    async (_, url, field) => {
      const ip = freshIp();
      const mobile = freshMobile();
      const phone = { [field]: mobile, countryDialingCode: '+52' };
      await expectError(await post(url, phone, ip), 400, 'VALIDATION_FAILED');
      const { captchaKey } = await solveCaptcha(t.app, t.database, ip);
      await expectError(
        await post(url, { ...phone, captchaKey, captcha: 'XXXX' }, ip),
        400,
        'CAPTCHA_INVALID',
      );
      expect(await sentTo('52', mobile)).toBe(0);
    },
  );

  it('one captcha buys one message: the same answer again is refused', async () => {
    const ip = freshIp();
    const mobile = freshMobile();
    const solved = await solveCaptcha(t.app, t.database, ip);
    const body = { mobileNo: mobile, countryDialingCode: '+52', ...solved };
    const first = await post('/wps/verification/sms/register', body, ip);
    expect(first.statusCode, first.body).toBe(200);
    await new Promise((r) => setTimeout(r, 1100));
    await expectError(
      await post('/wps/verification/sms/register', body, ip),
      400,
      'CAPTCHA_INVALID',
    );
    expect(await sentTo('52', mobile)).toBe(1);
  });

  it('only the brand’s dialing codes: a premium-rate +882 number is refused', async () => {
    const ip = freshIp();
    const mobile = freshMobile();
    for (const dialing of ['+882', '+44', '+1']) {
      const body = {
        mobileNo: mobile,
        countryDialingCode: dialing,
        ...(await solveCaptcha(t.app, t.database, ip)),
      };
      const res = await post('/wps/verification/sms/register', body, ip);
      if (dialing === '+1') {
        // The demo brand serves MX and US.
        expect(res.statusCode, res.body).toBe(200);
      } else {
        await expectError(res, 400, 'DIALING_CODE_UNSUPPORTED');
        expect(res.json().details).toEqual({ allowed: ['+52', '+1'] });
      }
    }
    expect(await sentTo('882', mobile)).toBe(0);
    expect(await sentTo('44', mobile)).toBe(0);
  });

  it('the dialing list offers only the brand’s countries, its own first', async () => {
    const countries = await callValue(t.app, getCountries, {});
    expect(countries.map((c) => c.countryCode)).toEqual(['MX', 'US']);
    // The first is where a visitor from elsewhere starts: the brand's order, not A to Z.
    await setAccounts({ dialingCountries: ['US', 'MX'] });
    const reordered = await callValue(t.app, getCountries, {});
    expect(reordered.map((c) => c.countryCode)).toEqual(['US', 'MX']);
    await setAccounts({ dialingCountries: ['MX', 'US'] });
  });

  it('stops at the site’s SMS per hour, whoever asks, and alerts the operator once per hour', async () => {
    await setAccounts({ smsPerHour: 3 });
    // The hour starts empty here, whatever earlier tests of this file sent.
    await t.app.limiter.reset({ name: 'sms-site', points: 3, windowSec: 3600 }, 'site');
    const answers: number[] = [];
    // Every request from another address and number, so only the site-wide ceiling holds.
    for (let i = 0; i < 6; i++) {
      const ip = freshIp();
      const body = {
        mobileNo: freshMobile(),
        countryDialingCode: '+52',
        ...(await solveCaptcha(t.app, t.database, ip)),
      };
      const res = await post('/wps/verification/sms/register', body, ip);
      answers.push(res.statusCode);
      if (res.statusCode !== 200) {
        expect(res.json()).toMatchObject({ code: 'SMS_QUOTA_EXCEEDED' });
      }
    }
    expect(answers).toEqual([200, 200, 200, 429, 429, 429]);

    const alerts = await t.app.inject({
      method: 'GET',
      url: opsListAlerts.path,
      headers: { authorization: `Bearer ${TEST_OPERATOR_KEY}` },
    });
    expect(alerts.statusCode, alerts.body).toBe(200);
    const [alert, ...more] = alerts.json().value.alerts;
    expect(more).toEqual([]);
    expect(alert).toMatchObject({ kind: 'SMS_QUOTA', count: 3 });
    expect(alert.message).toContain('3 SMS for this hour');
    await setAccounts({ smsPerHour: defaultAccounts.smsPerHour });
  });
});
