import { getBalance } from '@gamehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, okValue, registered } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { expectError } from '../system/calls.ts';

describe('balance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('needs a token', async () => {
    await expectError(await call(t.app, getBalance), 401, 'TOKEN_INVALID');
  });

  it('is 0 for a new player', async () => {
    const r = await registered(t.app, t.database);
    const value = okValue(getBalance, await call(t.app, getBalance, undefined, { token: r.token }));
    expect(value).toEqual({ sumBalance: 0 });
  });
});
