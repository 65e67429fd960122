import { walletTransfer } from '@gamehall/contract';
import { useMoneyAction } from './use-money-action.ts';

/** Main wallet ⇄ a vendor sub-wallet; the account record shows the movement. */
export const useWalletTransfer = () => useMoneyAction(walletTransfer, [['records']]);
