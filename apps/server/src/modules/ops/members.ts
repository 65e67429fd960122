import type { NewMemberByOperator } from '@gamehall/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password/password.ts';
import { AGENT_TYPES } from '../../lib/platform-types.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { SettingsStore } from '../../settings/store.ts';
import {
  findMemberByAccount,
  findMemberByAffiliateCode,
  findMemberByMobile,
  insertMemberRow,
  updateMember,
} from '../member/index.ts';
import { recordAuthEvent, revokeAllSessions } from '../session/index.ts';
import { dialingDigits } from '../verification/index.ts';

/** Looks for the account, mobile and invitation code the new member would clash with. */
async function refuseDuplicates(db: Db, m: NewMemberByOperator, account: string) {
  if (await findMemberByAccount(db, account)) {
    throw new AppError('ACCOUNT_EXISTS', `The account ${account} already exists`);
  }
  if (m.mobile && m.countryDialingCode) {
    const byMobile = await findMemberByMobile(db, dialingDigits(m.countryDialingCode), m.mobile);
    if (byMobile) throw new AppError('MOBILE_EXISTS', 'That mobile number has an account');
  }
  if (m.affiliateCode && (await findMemberByAffiliateCode(db, m.affiliateCode))) {
    throw new AppError('CONFLICT', 'That invitation code is taken');
  }
}

async function uplineId(db: Db, code: string | undefined) {
  if (!code) return null;
  const agent = await findMemberByAffiliateCode(db, code);
  if (!agent || !AGENT_TYPES.has(agent.type)) {
    throw new AppError('INVALID_AFFILIATE', 'Invalid invitation code');
  }
  return agent.id;
}

/**
 * An operator-made account. Without a password it gets the brand's default one and
 * password_is_default, so its first login forces a change (product §4 "{secret}").
 */
export async function createMember(db: Db, store: SettingsStore, m: NewMemberByOperator) {
  const account = m.account.toLowerCase();
  if (!!m.mobile !== !!m.countryDialingCode) {
    throw new AppError('VALIDATION_FAILED', 'mobile and countryDialingCode go together');
  }
  if (m.affiliateCode && !AGENT_TYPES.has(m.type)) {
    throw new AppError('VALIDATION_FAILED', 'Only agents have an invitation code');
  }
  await refuseDuplicates(db, m, account);
  const upline = await uplineId(db, m.upline);
  const plain = m.password ?? (await store.get()).settings.accounts.defaultPassword;
  try {
    const id = await insertMemberRow(db, {
      account,
      passwordHash: await hashPassword(plain),
      passwordIsDefault: m.password === undefined,
      type: m.type,
      mobile: m.mobile ?? null,
      mobileDialingCode: m.countryDialingCode ? dialingDigits(m.countryDialingCode) : null,
      email: m.email?.toLowerCase() ?? null,
      affiliateCode: m.affiliateCode ?? null,
      uplineId: upline,
      registerMethod: 'operator',
    });
    return { id, account, type: m.type, passwordIsDefault: m.password === undefined };
  } catch (err) {
    // Two operators racing past the checks above: the unique constraints decide.
    if (isUniqueViolation(err)) throw new AppError('ACCOUNT_EXISTS', 'The account already exists');
    throw err;
  }
}

/**
 * Locks or unlocks an account. Locking freezes it (status 1: 'Non-member account unable
 * to login') and ends every site session in the same transaction; the games and vendor
 * wallet sessions launched from them end with them (decision 021).
 */
export async function setMemberLock(db: Db, account: string, locked: boolean) {
  return db.transaction(async (tx) => {
    const found = await findMemberByAccount(tx, account);
    const row = found && (await updateMember(tx, found.id, { status: locked ? 1 : 0 }));
    if (!row) throw new AppError('NOT_FOUND', `No account ${account}`);
    const sessionsEnded = locked ? await revokeAllSessions(tx, row.id) : 0;
    await recordAuthEvent(tx, { memberId: row.id, event: locked ? 'locked' : 'unlocked' });
    return { account: row.account, locked, sessionsEnded, wasLocked: found.status === 1 };
  });
}
