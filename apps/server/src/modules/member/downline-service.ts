import { type BodyOf, type createDownline, validateRegistration } from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { Client } from '../../lib/client.ts';
import { hashPassword } from '../../lib/password/password.ts';
import { newAffiliateCode } from './affiliate-code.ts';
import { findMemberByAccount, insertMemberRow, memberConflict } from './repo.ts';
import { formFor, type Issues, rejectIssues } from './rules.ts';

/** The account and password checked by the brand's registration rules (username, password). */
async function checkAccountAndPassword(app: FastifyInstance, body: BodyOf<typeof createDownline>) {
  const form = formFor(await app.settings.get(), 'register');
  const fields = form.fields
    .filter((f) => ['username', 'password', 'confirmPassword'].includes(f.field))
    .map((f) => ({ ...f, required: true }));
  const issues = validateRegistration(
    { kind: 'register', fields },
    { username: body.account, password: body.password, confirmPassword: body.confirmPassword },
  );
  const named: Issues = {};
  if (issues.username) named.account = issues.username;
  if (issues.password) named.password = issues.password;
  if (issues.confirmPassword) named.confirmPassword = issues.confirmPassword;
  rejectIssues(named);
}

/**
 * An account the agent opens under itself (the register centre): a player, or an agent
 * with an invitation code of its own. The agent chose its password, so it is flagged like
 * a default one and the new member changes it at first login.
 */
export async function openDownlineAccount(
  app: FastifyInstance,
  agentId: number,
  body: BodyOf<typeof createDownline>,
  client: Client,
) {
  await checkAccountAndPassword(app, body);
  const db = app.database.db;
  const account = body.account.trim().toLowerCase();
  if (await findMemberByAccount(db, account)) {
    throw new AppError('ACCOUNT_EXISTS', 'This account already exists');
  }
  const type = body.type === 'AGENT' ? 1 : 0;
  const passwordHash = await hashPassword(body.password);
  // A clash of invitation codes (1 in 10^12 per pair) is tried again with another.
  for (let attempt = 1; ; attempt++) {
    const affiliateCode = type === 1 ? newAffiliateCode() : null;
    try {
      await insertMemberRow(db, {
        account,
        passwordHash,
        passwordIsDefault: true,
        type,
        uplineId: agentId,
        affiliateCode,
        registerMethod: 'AGENT',
        registerIp: client.ip,
      });
      return { account, type, affiliateCode };
    } catch (err) {
      const conflict = memberConflict(err);
      if (conflict === 'account')
        throw new AppError('ACCOUNT_EXISTS', 'This account already exists');
      if (conflict === 'affiliate' && attempt < 3) continue;
      throw err;
    }
  }
}
