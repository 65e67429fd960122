import {
  getDepositChannels,
  opsListOutbox,
  opsSettleContracts,
  sandboxDepositCallback,
} from '@gamehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config.ts';
import { call, okValue } from '../helpers/accounts.ts';
import { buildTestApp, TEST_OPERATOR_KEY, type TestApp } from '../helpers/app.ts';
import { moneyPlayer } from '../helpers/money.ts';
import { productionEnv } from '../helpers/production.ts';

describe('production: no sandbox payments and no development helpers', () => {
  let t: TestApp;
  let docs: TestApp;
  beforeAll(async () => {
    [t, docs] = await Promise.all([
      buildTestApp(productionEnv()),
      buildTestApp(productionEnv({ DOCS: 'true' })),
    ]);
  });
  afterAll(async () => {
    await Promise.all([t?.close(), docs?.close()]);
  });

  it('refuses to start when the brand lists a sandbox deposit channel, in one line', async () => {
    const started = buildTestApp({ NODE_ENV: 'production' });
    await expect(started).rejects.toThrow(ConfigError);
    await expect(started).rejects.toThrow(
      /^deposit channel "sandbox-bank" uses the SANDBOX provider, .*NODE_ENV=production[^\n]*$/,
    );
  });

  it('has no sandbox pay page and no sandbox callback', async () => {
    // The address is the site's own page now (its not-found screen), not a pay page.
    const page = await t.app.inject({ url: '/sandbox-pay/D12345678?key=00' });
    expect(page.body).not.toContain('Sandbox Pay');
    expect(page.body).not.toContain('action="/sandbox-pay');
    for (const res of await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/sandbox-pay/D12345678',
        payload: 'action=pay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      t.app.inject({
        method: 'POST',
        url: sandboxDepositCallback.path,
        payload: { orderNo: 'D12345678', amount: 50_000, status: 'PAID', providerRef: 'X' },
      }),
    ])) {
      expect(res.statusCode, res.body).toBe(404);
    }
  });

  it('offers no channel that would pay without money', async () => {
    const p = await moneyPlayer(t);
    const { channels } = okValue(
      getDepositChannels,
      await call(t.app, getDepositChannels, undefined, p.as()),
    );
    expect(channels).toEqual([]);
  });

  it('has no outbox, no early settlement for the operator and no API description unless DOCS=true', async () => {
    const auth = { authorization: `Bearer ${TEST_OPERATOR_KEY}` };
    expect((await t.app.inject({ url: opsListOutbox.path, headers: auth })).statusCode).toBe(404);
    // Nor does the operator settle contract periods before they end.
    const settle = await t.app.inject({
      method: 'POST',
      url: opsSettleContracts.path,
      headers: auth,
      payload: { until: new Date().toISOString() },
    });
    expect(settle.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/docs/json' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/docs' })).statusCode).toBe(404);
    expect((await docs.app.inject({ url: '/docs/json' })).statusCode).toBe(200);
  });
});
