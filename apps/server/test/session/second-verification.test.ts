import {
  bindTotp,
  completeLoginVerification,
  sendLoginVerificationCode,
  startTotpBinding,
} from '@gamehall/contract';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAudit, memberIps } from '../../src/db/schema/index.ts';
import { call, DIAL, freshIp, lastCode, login, okValue, registered } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { expectError } from '../system/calls.ts';

describe('second verification of a login from a new IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('asks for a code from a new IP; the SMS code completes the login once', async () => {
    const r = await registered(t.app, t.database);
    const newIp = freshIp();
    const res = await login(t.app, { username: r.username, password: r.password, ip: newIp });
    expect(res.statusCode, res.body).toBe(200);
    const pending = res.json().value;
    expect(pending).toMatchObject({ token: null, member: null });
    expect(pending.verification.methods).toEqual(['sms']);
    expect(pending.verification.mobile).toMatch(/^55\*+\d\d$/);
    const { ticket } = pending.verification;

    const wrong = await call(
      t.app,
      completeLoginVerification,
      { ticket, method: 'sms', code: '000000' },
      { ip: newIp },
    );
    await expectError(wrong, 401, 'SECOND_VERIFICATION_FAILED');

    const sent = await call(
      t.app,
      sendLoginVerificationCode,
      { ticket, method: 'sms' },
      { ip: newIp },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await lastCode(t.database, `+${DIAL} ${r.mobile}`);
    const done = okValue(
      completeLoginVerification,
      await call(t.app, completeLoginVerification, { ticket, method: 'sms', code }, { ip: newIp }),
    );
    expect(done.token).toBeTruthy();
    expect(done.member?.id).toBe(r.member.id);
    const again = await call(
      t.app,
      completeLoginVerification,
      { ticket, method: 'sms', code },
      { ip: newIp },
    );
    await expectError(again, 401, 'SECOND_VERIFICATION_FAILED');

    // The IP is known now: the next login from it goes straight in.
    const ips = await t.database.db
      .select()
      .from(memberIps)
      .where(eq(memberIps.memberId, r.member.id));
    expect(ips.map((i) => i.ip).sort()).toEqual([r.ip, newIp].sort());
    const direct = await login(t.app, { username: r.username, password: r.password, ip: newIp });
    expect(direct.json().value.token).toBeTruthy();
    const events = (
      await t.database.db.select().from(authAudit).where(eq(authAudit.memberId, r.member.id))
    ).map((e) => e.event);
    expect(events).toEqual(
      expect.arrayContaining([
        'second_verification_required',
        'second_verification_failed',
        'second_verification',
      ]),
    );
  });

  it('accepts an authenticator code once TOTP is bound', async () => {
    const r = await registered(t.app, t.database);
    const setup = okValue(
      startTotpBinding,
      await call(t.app, startTotpBinding, {}, { token: r.token, ip: r.ip }),
    );
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    const totp = new TOTP({ secret: Secret.fromBase32(setup.secret) });
    const bound = await call(t.app, bindTotp, { code: totp.generate() }, { token: r.token });
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json().value.totpBound).toBe(true);

    const newIp = freshIp();
    const res = await login(t.app, { username: r.username, password: r.password, ip: newIp });
    const { verification } = res.json().value;
    expect(verification.methods).toEqual(['sms', 'totp']);
    const done = await call(
      t.app,
      completeLoginVerification,
      { ticket: verification.ticket, method: 'totp', code: totp.generate() },
      { ip: newIp },
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().value.token).toBeTruthy();
  });

  it('refuses an unknown ticket', async () => {
    const res = await call(t.app, completeLoginVerification, {
      ticket: 'x'.repeat(43),
      method: 'totp',
      code: '123456',
    });
    await expectError(res, 401, 'SECOND_VERIFICATION_FAILED');
  });
});
