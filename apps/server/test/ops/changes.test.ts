import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getSiteConfig } from '@gamehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config.ts';
import { buildTestApp, TEST_OPERATOR_KEY, type TestApp } from '../helpers/app.ts';
import { callValue, expectError } from '../system/calls.ts';

const auth = { authorization: `Bearer ${TEST_OPERATOR_KEY}` };

describe('ops changes', () => {
  let t: TestApp;
  let dir: string;
  let brandFile: string;
  const brand = JSON.parse(fs.readFileSync(path.join(repoRoot, 'config/brand.json'), 'utf8'));

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gamehall-brand-'));
    brandFile = path.join(dir, 'brand.json');
    fs.writeFileSync(brandFile, JSON.stringify(brand));
    t = await buildTestApp({ BRAND_FILE: brandFile });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const post = (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: auth, ...(payload ? { payload } : {}) });

  it.each([
    ['an end in the past', '/ops/maintenance', { on: true, until: '2020-01-01T00:00:00Z' }],
    ['a non-ISO end', '/ops/maintenance', { on: true, until: 'tomorrow' }],
    ['an unknown field', '/ops/maintenance', { on: true, force: true }],
    ['an unknown country', '/ops/region/block', { countries: ['XX'] }],
    ['a bad range', '/ops/region/block', { cidrs: ['10.0.0.0/33'] }],
    ['not an address', '/ops/region/block', { cidrs: ['example.com'] }],
    ['nothing to block', '/ops/region/block', {}],
  ])('rejects %s with 400', async (_, url, payload) => {
    await expectError(await post(url, payload), 400, 'VALIDATION_FAILED');
  });

  it('brand reload applies the edited file but keeps maintenance and blocks', async () => {
    await post('/ops/maintenance', {
      on: true,
      until: new Date(Date.now() + 60_000).toISOString(),
    });
    await post('/ops/region/block', { countries: ['CN'] });
    fs.writeFileSync(
      brandFile,
      JSON.stringify({
        ...brand,
        site: { ...brand.site, brandName: 'Renamed Hall' },
        maintenance: { on: false, end: null },
      }),
    );
    const res = await post('/ops/brand/reload');
    expect(res.statusCode).toBe(200);
    expect(res.json().value.kept).toEqual(['maintenance', 'regionRestriction']);
    expect((await callValue(t.app, getSiteConfig)).brandName).toBe('Renamed Hall');
    const { settings } = await t.app.settings.get();
    expect(settings.maintenance.on).toBe(true);
    expect(settings.regionRestriction.blockedCountries).toEqual(['CN']);
  });

  it('a broken brand file is refused with the field named, settings untouched', async () => {
    fs.writeFileSync(brandFile, JSON.stringify({ ...brand, imageCDNs: [] }));
    const body = await expectError(await post('/ops/brand/reload'), 400, 'BAD_REQUEST');
    expect(body.message).toContain('imageCDNs');
    fs.writeFileSync(brandFile, '{ not json');
    await expectError(await post('/ops/brand/reload'), 400, 'BAD_REQUEST');
    expect((await callValue(t.app, getSiteConfig)).brandName).toBe('Renamed Hall');
  });
});
