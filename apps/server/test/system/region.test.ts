import { getStatus } from '@gamehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_OPERATOR_KEY, type TestApp } from '../helpers/app.ts';
import { callValue, expectError, LONDON_IP, US_IP } from './calls.ts';

const auth = { authorization: `Bearer ${TEST_OPERATOR_KEY}` };

describe('region restriction', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const ops = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: auth, payload });
  const statusFor = (ip: string) => callValue(t.app, getStatus, {}, { 'x-forwarded-for': ip });

  it('a blocked country gets status 2 with its ip and country; others pass', async () => {
    expect((await ops('/ops/region/block', { countries: ['gb'] })).statusCode).toBe(200);
    expect(await statusFor(LONDON_IP)).toMatchObject({
      status: 2,
      regionRestriction: true,
      location: { ip: LONDON_IP, country: 'GB' },
    });
    expect((await statusFor(US_IP)).status).toBe(0);
  });

  it('blocked visitors are refused player calls, not just told', async () => {
    const res = await t.app.inject({
      url: '/lgw/games/game_menus',
      headers: { 'x-forwarded-for': LONDON_IP },
    });
    await expectError(res, 403, 'FORBIDDEN');
    const fromUs = await t.app.inject({
      url: '/lgw/games/game_menus',
      headers: { 'x-forwarded-for': US_IP },
    });
    expect(fromUs.statusCode).toBe(200);
  });

  it('unblocking the country lets it back in', async () => {
    await ops('/ops/region/unblock', { countries: ['GB'] });
    expect((await statusFor(LONDON_IP)).status).toBe(0);
  });

  it('blocks IPv4 ranges, including visitors seen as IPv4-mapped IPv6', async () => {
    await ops('/ops/region/block', { cidrs: ['203.0.113.0/24'] });
    expect(await statusFor('203.0.113.77')).toMatchObject({
      status: 2,
      location: { ip: '203.0.113.77', country: '' },
    });
    expect((await statusFor('::ffff:203.0.113.8')).status).toBe(2);
    expect((await statusFor('203.0.114.1')).status).toBe(0);
  });

  it('blocks IPv6 ranges and single addresses', async () => {
    await ops('/ops/region/block', { cidrs: ['2001:db8::/32', US_IP] });
    expect((await statusFor('2001:db8:1::5')).status).toBe(2);
    expect((await statusFor('2001:db9::5')).status).toBe(0);
    expect((await statusFor(US_IP)).status).toBe(2);
  });

  it('unblocking a range by the same text lifts it', async () => {
    await ops('/ops/region/unblock', { cidrs: ['203.0.113.0/24', '2001:DB8::/32', US_IP] });
    expect((await statusFor('203.0.113.77')).status).toBe(0);
    expect((await statusFor('2001:db8:1::5')).status).toBe(0);
    const { settings } = await t.app.settings.get();
    expect(settings.regionRestriction).toEqual({ blockedCountries: [], blockedCidrs: [] });
  });
});
