import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, verificationCodes } from '../../src/db/schema/index.ts';
import { solveCaptcha } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { productionEnv } from '../helpers/production.ts';
import { expectError } from '../system/calls.ts';

const register = async (t: TestApp, mobileNo: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/register',
    payload: {
      mobileNo,
      countryDialingCode: '+52',
      ...(await solveCaptcha(t.app, t.database, '127.0.0.1')),
    },
  });

describe('production mode without gateways', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(productionEnv());
  });
  afterAll(() => t.close());

  it('SMS answers 503 and the outbox is never written', async () => {
    const body = await expectError(await register(t, '5512350001'), 503, 'SERVICE_UNAVAILABLE');
    expect(body.message).toBe('SMS is not configured');
    expect(await t.database.db.select().from(outbox)).toEqual([]);
    expect(await t.database.db.select().from(verificationCodes)).toEqual([]);
  });

  it('e-mail answers 503 too', async () => {
    await expect(
      t.app.mailer.send({ to: 'a@example.com', subject: 's', text: 't' }),
    ).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'E-mail is not configured',
    });
    expect(await t.database.db.select().from(outbox)).toEqual([]);
  });
});

describe('HTTP SMS gateway and SMTP', () => {
  let t: TestApp;
  let server: http.Server;
  const received: { auth?: string; body: unknown }[] = [];
  let failNext = false;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let data = '';
      req.on('data', (c) => {
        data += c;
      });
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body: JSON.parse(data) });
        res.statusCode = failNext ? 500 : 200;
        res.end('{}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    t = await buildTestApp({
      ...productionEnv(),
      SMS_GATEWAY_URL: `http://127.0.0.1:${port}/send`,
      SMS_GATEWAY_TOKEN: 'sms-secret',
      // Nothing listens on port 9: the SMTP transport fails at once.
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
  });
  afterAll(async () => {
    await t.close();
    server.close();
  });

  it('posts {to, text} with the bearer token; nothing in the outbox', async () => {
    const res = await register(t, '5512350002');
    expect(res.statusCode, res.body).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      auth: 'Bearer sms-secret',
      body: { to: '+525512350002', text: expect.stringMatching(/^Gamehall code: \d{6}\./) },
    });
    expect(await t.database.db.select().from(outbox)).toEqual([]);
  });

  it('a failing gateway is a 503 and leaves no usable code behind', async () => {
    failNext = true;
    const before = (await t.database.db.select().from(verificationCodes)).length;
    await expectError(await register(t, '5512350003'), 503, 'SERVICE_UNAVAILABLE');
    expect(await t.database.db.select().from(verificationCodes)).toHaveLength(before);
  });

  it('SMTP failure is a 503', async () => {
    await expect(
      t.app.mailer.send({ to: 'a@example.com', subject: 's', text: 't' }),
    ).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
  });
});
