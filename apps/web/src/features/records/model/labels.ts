import type { TFunction } from 'i18next';

const WALLET_KEYS: Record<string, string> = {
  MAIN: 'mn_wallet_main',
  BONUS: 'mn_wallet_bonus',
  HELD: 'mn_wallet_held',
};

/** The player's own wallets by name; a vendor sub-wallet shows as its vassalage code. */
export const walletName = (t: TFunction, wallet: string): string =>
  WALLET_KEYS[wallet] ? t(WALLET_KEYS[wallet]) : wallet;
