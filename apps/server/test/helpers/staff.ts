import {
  type CallDef,
  opsCreateStaff,
  opsStaffLogin,
  opsStaffVerify,
  type StaffRole,
} from '@gamehall/contract';
import { expect } from 'vitest';
import { totpCode } from '../../src/lib/totp.ts';
import type { TestApp } from './app.ts';
import { ops } from './money.ts';

export const STAFF_PASSWORD = 'console-pass-1234';
let serial = 0;

/** An authenticator code `steps` 30-second steps from now (a step is taken once per login). */
export const codeOf = (secret: string, steps = 0) => totpCode(secret, Date.now() + steps * 30_000);

/** A console call with a staff session's token. */
export function asStaff(
  t: TestApp,
  token: string,
  def: CallDef,
  body?: unknown,
  query?: Record<string, string>,
) {
  return t.app.inject({
    method: def.method,
    url: def.path,
    query,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/**
 * A loopback address of its own (OPS_ALLOW lets loopback in): the login steps count their
 * attempts per address, and a file's many logins would add up on one.
 */
let address = 0;
const freshLoopback = () => {
  address++;
  return `127.8.${(address >> 8) & 255}.${address & 255}`;
};

/** The console's password step, answering the raw reply. */
export async function logIn(t: TestApp, account: string, password = STAFF_PASSWORD) {
  return t.app.inject({
    method: 'POST',
    url: opsStaffLogin.path,
    remoteAddress: freshLoopback(),
    payload: { account, password },
  });
}

/** The console's code step, answering the raw reply. */
export async function verify(t: TestApp, challenge: string, code: string) {
  return t.app.inject({
    method: 'POST',
    url: opsStaffVerify.path,
    remoteAddress: freshLoopback(),
    payload: { challenge, code },
  });
}

/**
 * A staff member of `role`, created with the service key and logged in (enrolling the
 * authenticator): their token, the authenticator secret and the recovery codes.
 */
export async function staffMember(t: TestApp, role: StaffRole, account = `${role}${++serial}`) {
  const created = await ops(t, opsCreateStaff, { account, role, password: STAFF_PASSWORD });
  expect(created.statusCode, created.body).toBe(200);
  const step1 = await logIn(t, account);
  expect(step1.statusCode, step1.body).toBe(200);
  const { challenge, enrol } = step1.json().value as {
    challenge: string;
    enrol: { secret: string; otpauthUrl: string };
  };
  const step2 = await verify(t, challenge, codeOf(enrol.secret));
  expect(step2.statusCode, step2.body).toBe(200);
  const value = step2.json().value as { token: string; recoveryCodes: string[] };
  return { account, token: value.token, secret: enrol.secret, recoveryCodes: value.recoveryCodes };
}
