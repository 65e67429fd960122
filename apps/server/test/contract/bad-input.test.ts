import { type CallDef, logout } from '@gamehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hmacHex } from '../../src/lib/hmac.ts';
import { encryptedBody, freshIp } from '../helpers/accounts.ts';
import { buildTestApp, TEST_OPERATOR_KEY, type TestApp } from '../helpers/app.ts';
import { fund, moneyPlayer, type Player } from '../helpers/money.ts';
import { connectTestVendors, SLOTS, secretOf } from '../provider/vendor.ts';
import { type Attempt, badInputs } from './bad-input.ts';
import { allCalls, concretePath } from './calls.ts';

/** Calls that end the session the rest of the run needs; they take no input anyway. */
const skipped = new Set([logout.path]);
const calls = allCalls.filter(([, c]) => (c.body || c.query) && !skipped.has(c.path));

describe('bad input to every call answers 4xx, never 500', () => {
  let t: TestApp;
  let player: Player;
  let agent: Player;
  let vendorSecret: string;
  beforeAll(async () => {
    t = await buildTestApp();
    await connectTestVendors(t);
    player = await moneyPlayer(t);
    agent = await moneyPlayer(t, { type: 1, affiliateCode: 'BADIN1' });
    await fund(t, player.id, 100_000n);
    vendorSecret = await secretOf(t.database, SLOTS);
  });
  afterAll(() => t?.close());

  /** The request as the call's real client would send it, with `attempt` as its input. */
  async function send(call: CallDef, attempt: Attempt) {
    const headers: Record<string, string> = { 'x-forwarded-for': freshIp() };
    if (call.token) headers.token = (call.agentOnly ? agent : player).token;
    if (call.path.startsWith('/ops/')) headers.authorization = `Bearer ${TEST_OPERATOR_KEY}`;
    let payload: string | undefined;
    if (call.body) {
      const body = call.encrypted ? await encryptedBody(t.app, attempt.body) : attempt.body;
      payload = JSON.stringify(body ?? null);
      headers['content-type'] = 'application/json';
    }
    if (call.path.startsWith('/provider/')) {
      headers['x-vendor'] = SLOTS;
      headers['x-signature'] = hmacHex(vendorSecret, payload ?? '');
    }
    if (call.form && attempt.body && typeof attempt.body === 'object') {
      payload = new URLSearchParams(
        Object.entries(attempt.body).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    return t.app.inject({
      method: call.method,
      url: concretePath(call),
      query: attempt.query,
      headers,
      payload,
    });
  }

  it('the contract declares calls with input (this test covers each)', () => {
    expect(calls.length).toBeGreaterThan(60);
  });

  for (const [name, call] of calls) {
    it(`${name}: every bad input is refused with a 4xx envelope`, async () => {
      const failures: string[] = [];
      for (const attempt of badInputs(call)) {
        const res = await send(call, attempt);
        if (res.statusCode >= 500 && res.statusCode !== 503) {
          failures.push(`${attempt.what}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
        if (res.statusCode >= 400 && !String(res.headers['content-type']).includes('json')) {
          failures.push(`${attempt.what}: ${res.statusCode} without an envelope`);
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
