import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { settings } from '../db/schema/settings.ts';
import { hashPassword } from '../lib/password/password.ts';
import { findMemberByAccount, insertMemberRow } from '../modules/member/index.ts';
import { AccountsSetting, defaultAccounts } from '../settings/schema.ts';

/**
 * Demo accounts: one agent whose invitation code the demo registration can use. It is
 * made the way an agent account is made for someone (the brand's default password,
 * flagged), so its first login walks through the forced password change. Answers that
 * password (the demo agent tree's accounts get it too).
 */
export async function seedDemoAccounts(tx: Tx): Promise<string> {
  const [row] = await tx
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'accounts'));
  const accounts = AccountsSetting.safeParse(row?.value);
  const password = (accounts.success ? accounts.data : defaultAccounts).defaultPassword;
  if (await findMemberByAccount(tx, 'demoagent')) return password;
  await insertMemberRow(tx, {
    account: 'demoagent',
    passwordHash: await hashPassword(password),
    type: 1,
    nickname: 'Demo agent',
    affiliateCode: 'GAMEHALL1',
    passwordIsDefault: true,
    registerMethod: 'SEED',
  });
  return password;
}
