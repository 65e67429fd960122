import { afterAll, beforeAll, describe, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { expectError } from './calls.ts';

describe('bad input and unknown paths', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it.each([
    '/wps/relay/MCSFE_getListAnnouncements?types=XYZ',
    '/wps/relay/MCSFE_getListAnnouncements?types=B,,PL',
    '/wps/relay/MCSFE_getListAnnouncements?platform=X',
    '/wps/system/setting/register?type=bogus',
    `/wps/system/status?url=${'a'.repeat(3000)}`,
  ])('%s answers 400 VALIDATION_FAILED', async (url) => {
    await expectError(await t.app.inject({ url }), 400, 'VALIDATION_FAILED');
  });

  it.each([
    ['GET', '/wps/system/nothing-here'],
    ['GET', '/wps/relay/NOPE_call'],
    ['POST', '/lgw/games/unknown'],
    ['GET', '/ops/unknown'],
  ] as const)('%s %s answers the 404 envelope', async (method, url) => {
    await expectError(await t.app.inject({ method, url }), 404, 'NOT_FOUND');
  });
});
