import { bindEmail, changePassword, getBalance, loginFreeplay } from '@gamehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, encryptedBody, freshIp, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { expectError } from '../system/calls.ts';

describe('free play', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  const play = async (random: string, reversed: string, ip = freshIp()) =>
    call(
      t.app,
      loginFreeplay,
      {
        os: 'linux',
        platform: 'W',
        random,
        check: await encryptedBody(t.app, { value: reversed }),
        version: 3,
      },
      { ip },
    );

  it('makes a trial account with demo money that real-account calls refuse', async () => {
    const random = 'abcdefghijklmnop0123';
    const value = okValue(loginFreeplay, await play(random, [...random].reverse().join('')));
    expect(value.member?.type).toBe(4);
    expect(value.member?.account).toMatch(/^guest[a-z0-9]{8}$/);
    const token = value.token as string;
    const balance = okValue(getBalance, await call(t.app, getBalance, undefined, { token }));
    expect(balance.sumBalance).toBe(2000);
    const change = await call(
      t.app,
      changePassword,
      { oldPassword: 'x', newPassword: 'abc12345', confirmNewPassword: 'abc12345' },
      { token },
    );
    await expectError(change, 403, 'TRIAL_ACCOUNT');
    const bind = await call(
      t.app,
      bindEmail,
      { email: 'guest@example.com', verificationCode: '123456' },
      { token },
    );
    await expectError(bind, 403, 'TRIAL_ACCOUNT');
  });

  it('refuses a check that is not the reversed random', async () => {
    const res = await play('abcdefghijklmnop0123', 'abcdefghijklmnop0123');
    await expectError(res, 400, 'BAD_REQUEST');
  });

  it('limits guests per IP', async () => {
    const ip = freshIp();
    const random = 'qrstuvwxyzabcdef4567';
    const reversed = [...random].reverse().join('');
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await play(random, reversed, ip)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
