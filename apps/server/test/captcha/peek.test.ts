import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_OPERATOR_KEY, type TestApp } from '../helpers/app.ts';
import { productionEnv } from '../helpers/production.ts';

const key = 'peek-test-key-0000000001';
const auth = { authorization: `Bearer ${TEST_OPERATOR_KEY}` };

describe('operator peek at a captcha answer (development only)', () => {
  let dev: TestApp;
  let prod: TestApp;
  beforeAll(async () => {
    [dev, prod] = await Promise.all([buildTestApp(), buildTestApp(productionEnv())]);
  });
  afterAll(async () => {
    await Promise.all([dev.close(), prod.close()]);
  });

  it('shows the live answer to the operator, which then passes the captcha', async () => {
    expect((await dev.app.inject({ url: `/wps/captcha?key=${key}` })).statusCode).toBe(200);
    const res = await dev.app.inject({ url: `/ops/captcha?key=${key}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    const { answer } = res.json().value;
    expect(await dev.app.captcha.verify(key, answer)).toBe(true);
    // Used up: nothing left to peek at.
    const gone = await dev.app.inject({ url: `/ops/captcha?key=${key}`, headers: auth });
    expect(gone.statusCode).toBe(404);
  });

  it('needs the operator key', async () => {
    const res = await dev.app.inject({ url: `/ops/captcha?key=${key}` });
    expect(res.statusCode).toBe(401);
  });

  it('does not exist in production mode', async () => {
    await prod.app.inject({ url: `/wps/captcha?key=${key}` });
    const res = await prod.app.inject({ url: `/ops/captcha?key=${key}`, headers: auth });
    expect(res.statusCode).toBe(404);
  });
});
