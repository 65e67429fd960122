import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { TRIAL_TYPE } from '../../lib/platform-types.ts';
import { type AccountRef, account } from '../ledger/index.ts';
import { findMemberByAccount } from '../member/repo.ts';
import type { Settings } from '../system/settings-schema.ts';

/** Who a provider call is for, and which wallet of theirs it moves. */
export interface Player {
  memberId: number;
  wallet: AccountRef;
}

/**
 * The one place a provider call finds its player. Today the vendor's word (`account`)
 * is trusted because the request is signed; launch tokens will be checked here too, so
 * every call changes with this function and nothing else.
 */
export async function identifyPlayer(
  q: Queryable,
  money: Settings['money'],
  who: { vendor: string; account: string },
): Promise<Player> {
  const member = await findMemberByAccount(q, who.account);
  if (!member) throw new AppError('NOT_FOUND', 'No such account');
  // Demo money of a trial account lives on the member row and never touches the ledger.
  if (member.type === TRIAL_TYPE) {
    throw new AppError('TRIAL_ACCOUNT', 'Trial accounts cannot play for real money');
  }
  return { memberId: member.id, wallet: walletFor(money, member.id, who.vendor) };
}

/**
 * The main wallet, unless the brand runs transfer wallets and this vendor is one of
 * them: then the player plays from the money moved into that vendor's sub-wallet.
 */
export function walletFor(money: Settings['money'], memberId: number, vendor: string) {
  const transfer = !money.singleWallet && money.transferVendors.includes(vendor);
  return transfer ? account.vendor(memberId, vendor) : account.main(memberId);
}

/**
 * How a provider call's row names the wallet it moved: MAIN, or the vendor's code for
 * that vendor's transfer-wallet sub-wallet.
 */
export function walletCode(wallet: AccountRef): string {
  return wallet.kind === 'VENDOR' ? wallet.vendor : 'MAIN';
}

/** The wallet a provider call's row names (walletCode the other way round). */
export function walletByCode(memberId: number, code: string): AccountRef {
  return code === 'MAIN' ? account.main(memberId) : account.vendor(memberId, code);
}
