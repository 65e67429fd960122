import { getStatus } from '@gamehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../../src/settings/repo.ts';
import { SettingsStore } from '../../src/settings/store.ts';
import { buildTestApp, TEST_OPERATOR_KEY, type TestApp } from '../helpers/app.ts';
import { callValue, expectError } from './calls.ts';

const auth = { authorization: `Bearer ${TEST_OPERATOR_KEY}` };

describe('maintenance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const setMaintenance = (payload: { on: boolean; until?: string | null }) =>
    t.app.inject({ method: 'POST', url: '/ops/maintenance', headers: auth, payload });

  it('on: status 1 with the end time, player calls 503, system calls still served', async () => {
    const until = new Date(Date.now() + 3_600_000).toISOString();
    expect((await setMaintenance({ on: true, until })).statusCode).toBe(200);

    const status = await callValue(t.app, getStatus);
    expect(status).toMatchObject({ status: 1, maintenance: true, maintenanceEnd: until });

    for (const url of ['/lgw/games/game_menus', '/wps/relay/MCSFE_getListAnnouncements']) {
      const res = await t.app.inject({ url });
      await expectError(res, 503, 'MAINTENANCE');
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
    }
    expect((await t.app.inject({ url: '/wps/system/siteConfig' })).statusCode).toBe(200);
  });

  it('maintenance is shown before a region restriction', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/ops/region/block',
      headers: auth,
      payload: { cidrs: ['127.0.0.0/8'] },
    });
    expect((await callValue(t.app, getStatus)).status).toBe(1);
    await t.app.inject({
      method: 'POST',
      url: '/ops/region/unblock',
      headers: auth,
      payload: { cidrs: ['127.0.0.0/8'] },
    });
  });

  it('off: back to normal', async () => {
    expect((await setMaintenance({ on: false })).statusCode).toBe(200);
    expect(await callValue(t.app, getStatus)).toMatchObject({ status: 0, maintenanceEnd: null });
    expect((await t.app.inject({ url: '/lgw/games/game_menus' })).statusCode).toBe(200);
  });

  it('on without an end stays on until turned off', async () => {
    await setMaintenance({ on: true });
    expect(await callValue(t.app, getStatus)).toMatchObject({ status: 1, maintenanceEnd: null });
    const res = await t.app.inject({ url: '/lgw/games/game_menus' });
    await expectError(res, 503, 'MAINTENANCE');
    expect(res.headers['retry-after']).toBeUndefined();
    await setMaintenance({ on: false });
  });

  it('an end time in the past counts as off', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    await writeSetting(t.database.db, 'maintenance', { on: true, end: past });
    t.app.settings.invalidate();
    expect(await callValue(t.app, getStatus)).toMatchObject({ status: 0, maintenance: false });
    expect((await t.app.inject({ url: '/lgw/games/game_menus' })).statusCode).toBe(200);
  });

  it('another instance sees a change once its cache (1 s) expires', async () => {
    let now = 1_000_000;
    const other = new SettingsStore(t.database.db, 1000, () => now);
    expect((await other.get()).settings.maintenance.on).toBe(true);
    await writeSetting(t.database.db, 'maintenance', { on: false, end: null });
    now += 500;
    expect((await other.get()).settings.maintenance.on).toBe(true);
    now += 600;
    expect((await other.get()).settings.maintenance.on).toBe(false);
  });

  it('a broken settings row keeps the last good settings instead of failing calls', async () => {
    let now = 2_000_000;
    const errors: unknown[] = [];
    const store = new SettingsStore(
      t.database.db,
      1000,
      () => now,
      (e) => errors.push(e),
    );
    const good = await store.get();
    await writeSetting(t.database.db, 'imageCDNs', 'not a list');
    now += 1500;
    expect((await store.get()).settings).toEqual(good.settings);
    expect(String(errors[0])).toContain('imageCDNs');
    const fresh = new SettingsStore(t.database.db);
    await expect(Promise.resolve(fresh.get())).rejects.toThrow(/imageCDNs/);
    await writeSetting(t.database.db, 'imageCDNs', good.settings.imageCDNs);
  });
});
