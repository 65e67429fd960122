import { requestWithdrawal } from '@gamehall/contract';
import { useMoneyAction } from '../../wallet/index.ts';

/** Holds the amount for the operator: the withdraw info, the list and the record change. */
export const useRequestWithdrawal = () =>
  useMoneyAction(requestWithdrawal, [['cashier'], ['records']]);
