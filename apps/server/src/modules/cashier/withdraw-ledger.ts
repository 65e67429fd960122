import type { Tx } from '../../db/client.ts';
import { type AccountRef, move, post } from '../ledger/index.ts';

/** The money steps of a withdrawal; each happens once per order (its ledger key). */
type Step = 'hold' | 'payout' | 'return' | 'refund';

/** Holding and paying out are withdrawals; returning the money is a withdrawal refund. */
const typeOf = (step: Step) =>
  step === 'hold' || step === 'payout' ? 'WITHDRAW' : 'WITHDRAW_REFUND';

export function postWithdrawalStep(
  tx: Tx,
  order: { orderNo: string; memberId: number },
  step: Step,
  move_: { from: AccountRef; to: AccountRef; amount: bigint },
  remark: string | null = null,
) {
  return post(tx, {
    key: `withdraw:${order.orderNo}:${step}`,
    type: typeOf(step),
    memberId: order.memberId,
    reference: order.orderNo,
    remark,
    entries: move(move_.from, move_.to, move_.amount),
  });
}
