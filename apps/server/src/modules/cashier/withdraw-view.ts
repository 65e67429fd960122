import { fromMinor } from '@gamehall/contract';
import type { ListedWithdrawal, WithdrawAccountRow } from './withdraw-repo.ts';

type Status =
  | 'PENDING'
  | 'REJECTED'
  | 'PAID'
  | 'RECEIVED'
  | 'NOT_RECEIVED'
  | 'PARTIAL'
  | 'REFUNDED'
  | 'FORCED';

/** Only the last four characters of an account number leave the server. */
export function maskNumber(n: string): string {
  const compact = n.replace(/[\s-]/g, '');
  return `${'*'.repeat(Math.max(0, compact.length - 4))}${compact.slice(-4)}`;
}

export function accountView(a: WithdrawAccountRow) {
  return {
    id: String(a.id),
    type: a.type as 'BANK' | 'EWALLET',
    institution: a.institution,
    accountName: a.accountName,
    accountNumber: maskNumber(a.accountNumber),
  };
}

const money = (v: bigint | null) => (v === null ? null : fromMinor(v));

export function withdrawalView(w: ListedWithdrawal, a: WithdrawAccountRow) {
  return {
    orderNo: w.orderNo,
    amount: fromMinor(w.amount),
    status: w.status as Status,
    account: accountView(a),
    createdAt: w.createdAt.toISOString(),
    paidAt: w.paidAt?.toISOString() ?? null,
    autoConfirmAt: w.status === 'PAID' ? (w.autoConfirmAt?.toISOString() ?? null) : null,
    receivedAmount: money(w.receivedAmount),
    remainingAmount: money(w.remainingAmount),
    remark: w.remark,
  };
}
