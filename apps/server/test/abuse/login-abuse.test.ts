import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, sessions } from '../../src/db/schema/index.ts';
import {
  encryptedBody,
  freshIp,
  insertTestMember,
  login,
  solveCaptcha,
} from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { expectError } from '../system/calls.ts';

describe('login abuse', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('100 wrong passwords from a botnet: 3 answered, then a captcha each time, never a lock', async () => {
    const id = await insertTestMember(t.database, { account: 'victim1', password: 'right123' });
    const seen: string[] = [];
    for (let i = 0; i < 100; i++) {
      // A botnet: every try from another IP, so only the account's own guard applies.
      const res = await login(t.app, { username: 'victim1', password: `wrong${i}`, ip: freshIp() });
      const body = res.json();
      seen.push(`${res.statusCode} ${body.code}`);
      if (i === 2) expect(body.details).toEqual({ captcha: true });
    }
    expect(seen.slice(0, 3)).toEqual(Array(3).fill('401 LOGIN_FAILED'));
    expect(seen.slice(3)).toEqual(Array(97).fill('400 CAPTCHA_REQUIRED'));
    const made = await t.database.db.select().from(sessions).where(eq(sessions.memberId, id));
    expect(made).toEqual([]);
    // A third party without eyes cannot shut the owner out: with a captcha, they are in.
    const captcha = await solveCaptcha(t.app, t.database);
    const right = await login(t.app, { username: 'victim1', password: 'right123', ...captcha });
    expect(right.statusCode, right.body).toBe(200);
  });

  it('20 tries on one account from one address lock that pair, not the account', async () => {
    await insertTestMember(t.database, { account: 'victim3', password: 'right123' });
    const ip = freshIp();
    const seen: string[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await login(t.app, { username: 'victim3', password: `wrong${i}`, ip });
      seen.push(`${res.statusCode} ${res.json().code}`);
      if (res.statusCode === 429) {
        expect(res.json().retryAfter).toBeGreaterThan(0);
        expect(res.headers['retry-after']).toBeDefined();
      }
    }
    expect(seen.indexOf('429 TOO_MANY_REQUESTS')).toBe(20);
    const here = await login(t.app, {
      username: 'victim3',
      password: 'right123',
      ip,
      ...(await solveCaptcha(t.app, t.database)),
    });
    expect(here.statusCode).toBe(429);
    const elsewhere = await login(t.app, {
      username: 'victim3',
      password: 'right123',
      ...(await solveCaptcha(t.app, t.database)),
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it('after 3 failures the right password needs a right captcha, which is single-use', async () => {
    await insertTestMember(t.database, { account: 'victim2', password: 'right123' });
    for (let i = 0; i < 3; i++) {
      await login(t.app, { username: 'victim2', password: 'bad12345' });
    }
    const noCaptcha = await login(t.app, { username: 'victim2', password: 'right123' });
    const e = await expectError(noCaptcha, 400, 'CAPTCHA_REQUIRED');
    expect(noCaptcha.json().details).toEqual({ captcha: true });
    expect(e.message).toBeTruthy();
    const wrongAnswer = await login(t.app, {
      username: 'victim2',
      password: 'right123',
      ...(await solveCaptcha(t.app, t.database)),
      captcha: 'zzzz',
    });
    await expectError(wrongAnswer, 400, 'CAPTCHA_INVALID');
    const captcha = await solveCaptcha(t.app, t.database);
    const ok = await login(t.app, { username: 'victim2', password: 'right123', ...captcha });
    expect(ok.statusCode, ok.body).toBe(200);
    // The success cleared the account's failures: no captcha needed now…
    const plain = await login(t.app, { username: 'victim2', password: 'right123' });
    expect(plain.statusCode, plain.body).toBe(200);
    // …and the used captcha cannot be replayed.
    for (let i = 0; i < 3; i++) await login(t.app, { username: 'victim2', password: 'bad12345' });
    const replay = await login(t.app, { username: 'victim2', password: 'right123', ...captcha });
    await expectError(replay, 400, 'CAPTCHA_INVALID');
  });

  it('10 failures from one IP ask that IP for a captcha on any account', async () => {
    await insertTestMember(t.database, { account: 'bystander', password: 'right123' });
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      await login(t.app, { username: `nobody${i}`, password: 'bad12345', ip });
    }
    const res = await login(t.app, { username: 'bystander', password: 'right123', ip });
    await expectError(res, 400, 'CAPTCHA_REQUIRED');
    const elsewhere = await login(t.app, { username: 'bystander', password: 'right123' });
    expect(elsewhere.statusCode).toBe(200);
    // Twelve full password checks one after another: room for a busy machine.
  }, 60_000);

  it('refuses plaintext, oversized and malformed bodies before any work', async () => {
    const before = (await t.database.db.select({ id: members.id }).from(members)).length;
    const plain = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { type: 'username', username: 'victim1', password: 'right123' },
    });
    await expectError(plain, 400, 'ENCRYPTION_REQUIRED');
    const huge = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ junk: 'x'.repeat(2 * 1024 * 1024) }),
    });
    await expectError(huge, 413, 'PAYLOAD_TOO_LARGE');
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"type":',
    });
    await expectError(malformed, 400, 'BAD_REQUEST');
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: await encryptedBody(t.app, { type: 'username', username: 42, password: 'x' }),
    });
    await expectError(wrongType, 400, 'VALIDATION_FAILED');
    const after = (await t.database.db.select({ id: members.id }).from(members)).length;
    expect(after).toBe(before);
  });
});
