import { transferToUpline } from '@gamehall/contract';
import { useMoneyAction } from './use-money-action.ts';

/** Main wallet → the player's agent; the withdrawable balance and the record change too. */
export const useTransferToUpline = () =>
  useMoneyAction(transferToUpline, [['records'], ['cashier', 'withdrawInfo']]);
