import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodes } from '../../src/db/schema/index.ts';
import type { SendCode } from '../../src/lib/platform-types.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { lastCode, outboxFor, pause } from './outbox.ts';

let n = 0;
const phone = () => `+52 55${String(++n).padStart(8, '0')}`;
const sms = (target: string, ip = '192.0.2.50'): SendCode => ({
  purpose: 'register',
  channel: 'sms',
  target,
  recipient: target,
  ip,
});

describe('verification codes (app.codes)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('sends a 6-digit code, keeps only its hash, and answers the countdown', async () => {
    const target = phone();
    const sent = await t.app.codes.send(sms(target));
    expect(sent.expiredMinutes).toBe(5);
    expect(Date.parse(sent.resendAt) - Date.parse(sent.sentAt)).toBe(5 * 60_000);
    const [message] = await outboxFor(t.database, target);
    expect(message).toMatchObject({ channel: 'sms', recipient: target });
    expect(message?.body).toMatch(/^Gamehall code: \d{6}\. Valid for 5 minutes\.$/);
    const code = await lastCode(t.database, target);
    const [row] = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, target));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(300_000);
  });

  it('right code passes once; wrong purpose or target never', async () => {
    const target = phone();
    await t.app.codes.send(sms(target));
    const code = await lastCode(t.database, target);
    expect(await t.app.codes.verify('login', target, code)).toBe(false);
    expect(await t.app.codes.verify('register', phone(), code)).toBe(false);
    expect(await t.app.codes.verify('register', target, '000000')).toBe(false);
    expect(await t.app.codes.verify('register', target, code)).toBe(true);
    expect(await t.app.codes.verify('register', target, code)).toBe(false);
  });

  it('5 wrong tries kill the code', async () => {
    const target = phone();
    await t.app.codes.send(sms(target));
    const code = await lastCode(t.database, target);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++)
      expect(await t.app.codes.verify('register', target, wrong)).toBe(false);
    expect(await t.app.codes.verify('register', target, code)).toBe(false);
  });

  it('a 5th try that is right still passes', async () => {
    const target = phone();
    await t.app.codes.send(sms(target));
    const code = await lastCode(t.database, target);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 4; i++) await t.app.codes.verify('register', target, wrong);
    expect(await t.app.codes.verify('register', target, code)).toBe(true);
  });

  it('an expired code fails', async () => {
    const target = phone();
    await t.app.codes.send(sms(target));
    const code = await lastCode(t.database, target);
    await t.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(verificationCodes.target, target)));
    expect(await t.app.codes.verify('register', target, code)).toBe(false);
  });

  it('a newer code replaces the earlier one', async () => {
    const target = phone();
    await t.app.codes.send(sms(target));
    const first = await lastCode(t.database, target);
    await pause(1100);
    await t.app.codes.send(sms(target));
    const second = await lastCode(t.database, target);
    if (first !== second) expect(await t.app.codes.verify('register', target, first)).toBe(false);
    expect(await t.app.codes.verify('register', target, second)).toBe(true);
  });

  it('parallel right answers: exactly one passes', async () => {
    const target = phone();
    await t.app.codes.send(sms(target));
    const code = await lastCode(t.database, target);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => t.app.codes.verify('register', target, code)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('SMS flood: 1 s throttle, then a 5-minute lockout with nothing sent', async () => {
    const target = phone();
    const ip = '192.0.2.60';
    await t.app.codes.send(sms(target, ip));
    await expect(t.app.codes.send(sms(target, ip))).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      extra: { retryAfter: 1 },
    });
    for (let i = 0; i < 4; i++) {
      await pause(1050);
      await t.app.codes.send(sms(target, ip));
    }
    expect(await outboxFor(t.database, target)).toHaveLength(5);
    for (let i = 0; i < 2; i++) {
      await pause(1050);
      const err = await t.app.codes.send(sms(target, ip)).catch((e) => e);
      expect(err).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many requests, please try again after 5 minutes',
      });
      expect(err.extra.retryAfter).toBeGreaterThan(295);
      expect(err.extra.retryAfter).toBeLessThanOrEqual(300);
    }
    expect(await outboxFor(t.database, target)).toHaveLength(5);
  });

  it('more than 20 codes from one IP lock that IP out for 5 minutes', async () => {
    const ip = '192.0.2.70';
    for (let i = 0; i < 20; i++) await t.app.codes.send(sms(phone(), ip));
    const target = phone();
    const err = await t.app.codes.send(sms(target, ip)).catch((e) => e);
    expect(err).toMatchObject({ code: 'TOO_MANY_REQUESTS', extra: { retryAfter: 300 } });
    expect(await outboxFor(t.database, target)).toHaveLength(0);
    // Another IP is not locked (after the target's own 1 s throttle, which the refusal counted).
    await pause(1050);
    await t.app.codes.send(sms(target, '192.0.2.71'));
  });
});
