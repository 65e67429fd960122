import { getBalance, logout } from '@gamehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { moneyPlayer } from '../helpers/money.ts';
import { allCalls, concretePath } from './calls.ts';

/** A body and query no call accepts: the token must be refused before they are read. */
const junkBody = { enc: 'x', key: 1, [`${'a'.repeat(40)}`]: [null] };
const tokenCalls = allCalls.filter(([, c]) => c.token);

describe('every token call checks the token before anything else', () => {
  let t: TestApp;
  let revoked: string;
  beforeAll(async () => {
    t = await buildTestApp();
    const p = await moneyPlayer(t);
    expect((await call(t.app, logout, undefined, p.as())).statusCode).toBe(200);
    revoked = p.token;
  });
  afterAll(() => t?.close());

  it('the contract declares token calls (this test covers each)', () => {
    expect(tokenCalls.length).toBeGreaterThan(40);
  });

  it('a token answer is never cached', async () => {
    const p = await moneyPlayer(t);
    const res = await call(t.app, getBalance, undefined, p.as());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  const tokens = {
    'no token': undefined,
    'a forged token': 'f'.repeat(43),
    'a revoked token': 'revoked',
  } as const;

  for (const [name, def] of tokenCalls) {
    for (const [label, token] of Object.entries(tokens)) {
      it(`${name} with ${label}: 401, whatever the body`, async () => {
        const res = await t.app.inject({
          method: def.method,
          url: `${concretePath(def)}?page=-1&x=%00`,
          headers: {
            'x-forwarded-for': '10.77.0.1',
            ...(token === undefined ? {} : { token: token === 'revoked' ? revoked : token }),
          },
          ...(def.method === 'GET' ? {} : { payload: junkBody }),
        });
        expect(res.statusCode, res.body).toBe(401);
        expect(res.json()).toMatchObject({ success: false, code: 'TOKEN_INVALID' });
        expect(res.headers['cache-control']).toBe('no-store');
      });
    }
  }
});
