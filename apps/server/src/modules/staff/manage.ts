import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@gamehall/contract';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password/password.ts';
import {
  endAllSessions,
  insertStaff,
  listStaffRows,
  replaceRecoveryCodes,
  type StaffRow,
  staffByAccount,
  staffView,
  updateStaffRow,
} from './repo.ts';

/**
 * A staff account. Without a password one is generated (answered once, for the CLI to
 * print); the first login enrols the authenticator.
 */
export async function createStaff(
  q: Queryable,
  body: { account: string; role: StaffRole; password?: string | undefined },
) {
  const password = body.password ?? randomBytes(15).toString('base64url');
  const created = await insertStaff(q, {
    account: body.account,
    role: body.role,
    passwordHash: await hashPassword(password),
  });
  if (!created) throw new AppError('ACCOUNT_EXISTS', 'A staff account with this name exists');
  return { staff: staffView(created), password: body.password ? null : password };
}

export async function listStaff(q: Queryable) {
  return (await listStaffRows(q)).map(staffView);
}

/**
 * Changes a staff account: its role, disabled or not, its authenticator reset (enrolled
 * again at the next login, its recovery codes gone). Any change ends its sessions, so a
 * role taken away is taken away now. Answers the account as it was and as it is.
 */
export async function updateStaff(
  q: Queryable,
  body: {
    account: string;
    role?: StaffRole | undefined;
    disabled?: boolean | undefined;
    resetAuthenticator?: boolean | undefined;
  },
) {
  const was = await staffByAccount(q, body.account);
  if (!was) throw new AppError('NOT_FOUND', 'No staff account with this name');
  const set: Partial<StaffRow> = {};
  if (body.role !== undefined) set.role = body.role;
  if (body.disabled !== undefined) set.disabled = body.disabled;
  if (body.resetAuthenticator) {
    Object.assign(set, { totpSecret: null, totpEnrolled: false, totpLastStep: 0 });
    await replaceRecoveryCodes(q, was.id, []);
  }
  const now = (await updateStaffRow(q, was.id, set)) ?? was;
  await endAllSessions(q, was.id);
  return { before: staffView(was), after: staffView(now) };
}
