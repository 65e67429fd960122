import type { Settings } from '../../settings/schema.ts';
import { type AccountRef, account } from '../ledger/index.ts';

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
