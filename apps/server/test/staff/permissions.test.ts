import {
  type CallDef,
  type Permission,
  permits,
  STAFF_ROLES,
  type StaffAccess,
  type StaffRole,
} from '@gamehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls, concretePath } from '../contract/calls.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { staffMember } from '../helpers/staff.ts';

/**
 * Every operator call for every role (issue 19's matrix, decision 038): a role without the
 * call's permission gets 403 PERMISSION_DENIED before its input is read; a role with it gets
 * past the guard (whatever the empty input then earns: 400, 404, 409 — never 401 or 403);
 * nobody signed in gets 401. The calls come from the contract, so a new one is in the
 * matrix by being declared.
 */
const guarded = allCalls.filter(
  (entry): entry is [string, CallDef & { staff: Permission }] =>
    entry[1].path.startsWith('/ops/') &&
    entry[1].staff !== undefined &&
    !(['anyone', 'signed-in'] as StaffAccess[]).includes(entry[1].staff),
);

describe('who of the staff may make each operator call', () => {
  let t: TestApp;
  const tokens = new Map<StaffRole, string>();
  beforeAll(async () => {
    t = await buildTestApp();
    for (const role of STAFF_ROLES) tokens.set(role, (await staffMember(t, role)).token);
  });
  afterAll(() => t?.close());

  /**
   * Each from an address of its own (loopback, which OPS_ALLOW lets in): forty wrong keys
   * from one address are rightly cut short (429).
   */
  let n = 0;
  const freshIp = () => {
    n++;
    return `127.9.${(n >> 8) & 255}.${n & 255}`;
  };
  const send = (call: CallDef, token: string | null) =>
    t.app.inject({
      method: call.method,
      url: concretePath(call),
      headers: {
        'x-forwarded-for': freshIp(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(call.body ? { payload: {} } : {}),
    });

  it('covers the operator calls', () => {
    expect(guarded.length).toBeGreaterThan(35);
  });

  it.each(STAFF_ROLES)('%s: refused exactly the calls its role lacks', async (role) => {
    const token = tokens.get(role) as string;
    const wrong: string[] = [];
    for (const [name, call] of guarded) {
      const res = await send(call, token);
      const allowed = permits(role, call.staff);
      const refused = res.statusCode === 403 && res.json().code === 'PERMISSION_DENIED';
      const through = res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode < 500;
      if (allowed ? !through : !refused) wrong.push(`${name} ${call.staff}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 401 to every call without a session or key, and to a forged session', async () => {
    const wrong: string[] = [];
    for (const token of [null, 'staff_forgedforgedforgedforgedforgedforgedforg']) {
      for (const [name, call] of guarded) {
        const res = await send(call, token);
        if (res.statusCode !== 401) wrong.push(`${name}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
