import { createDeposit } from '@gamehall/contract';
import { useMoneyAction } from '../../wallet/index.ts';

/** Opens a deposit order; the new order joins the list at once, as PENDING. */
export const useCreateDeposit = () => useMoneyAction(createDeposit, [['cashier', 'deposits']]);
