import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit } from '../../src/db/schema/index.ts';
import { keyIdOf } from '../../src/lib/operator-key.ts';
import { buildTestApp, TEST_OPERATOR_KEY, type TestApp } from '../helpers/app.ts';
import { expectError } from '../system/calls.ts';

describe('ops API authentication and audit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const lastAudit = async () => {
    const [row] = await t.database.db
      .select()
      .from(operatorAudit)
      .orderBy(desc(operatorAudit.id))
      .limit(1);
    return row;
  };

  it.each([
    ['no key', {}],
    ['a wrong key', { authorization: 'Bearer not-the-operator-key-000' }],
    ['the key without Bearer', { authorization: TEST_OPERATOR_KEY }],
  ])('%s: 401 and an audit row without a key id', async (_, headers) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ops/maintenance',
      headers,
      payload: { on: true },
    });
    await expectError(res, 401, 'UNAUTHORIZED');
    expect(await lastAudit()).toMatchObject({
      keyId: null,
      action: 'POST /ops/maintenance',
      outcome: '401',
      ip: '127.0.0.1',
    });
    const { settings } = await t.app.settings.get();
    expect(settings.maintenance.on).toBe(false);
  });

  it('the right key works and the audit row names the key id and the payload', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ops/region/block',
      headers: { authorization: `Bearer ${TEST_OPERATOR_KEY}` },
      payload: { countries: ['MX'] },
    });
    expect(res.statusCode).toBe(200);
    const row = await lastAudit();
    expect(row).toMatchObject({
      keyId: keyIdOf(TEST_OPERATOR_KEY),
      action: 'POST /ops/region/block',
      outcome: 'ok',
      payload: { countries: ['MX'] },
    });
    expect(row?.keyId).not.toContain(TEST_OPERATOR_KEY);
  });

  it('a refused change (bad input) is audited too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ops/region/block',
      headers: { authorization: `Bearer ${TEST_OPERATOR_KEY}` },
      payload: { countries: ['QQ'] },
    });
    await expectError(res, 400, 'VALIDATION_FAILED');
    expect(await lastAudit()).toMatchObject({ outcome: '400', payload: { countries: ['QQ'] } });
  });

  it('GET /ops/settings shows the live state', async () => {
    const res = await t.app.inject({
      url: '/ops/settings',
      headers: { authorization: `bearer ${TEST_OPERATOR_KEY}` },
    });
    expect(res.statusCode).toBe(200);
    const { value } = res.json();
    expect(value.keyId).toBe(keyIdOf(TEST_OPERATOR_KEY));
    expect(value.regionRestriction.blockedCountries).toEqual(['MX']);
    expect(value.maintenance).toEqual({ on: false, end: null, active: false });
    expect(value.settings.site.brandName).toBe('Gamehall');
    expect(await lastAudit()).toMatchObject({ action: 'GET /ops/settings', outcome: 'ok' });
  });
});
