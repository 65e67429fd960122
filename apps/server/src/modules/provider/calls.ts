import { fromMinor } from '@gamehall/contract';
import type { Tx } from '../../db/client.ts';
import type { providerTransactions } from '../../db/schema/provider.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AccountRef, balanceOf, lockOrder, type Posted } from '../ledger/index.ts';
import { type CallRow, claimCall, findCall, finishCall, type StoredAnswer } from './repo.ts';

/** The answer of a bet, win or rollback (contract ProviderAnswer). */
export interface Answer extends StoredAnswer {
  duplicate: boolean;
}

export type NewCall = typeof providerTransactions.$inferInsert;

/**
 * The request hash of a bet left behind by a rollback that came first: no sha256 is
 * ever equal to it, so nothing can pass for a repeat of that bet.
 */
export const TOMBSTONE = 'rolled-back-before-arrival';

export const isTombstone = (row: CallRow) => row.requestHash === TOMBSTONE;

/**
 * Claims the vendor's transaction id for this call, or answers its repeat. On a repeat
 * the first answer comes back marked duplicate; the same id with other data is a 409,
 * and a bet whose rollback came first is refused for good.
 */
export async function claim(tx: Tx, call: NewCall): Promise<Answer | null> {
  if (await claimCall(tx, call)) return null;
  const first = await findCall(tx, call.vendor, call.vendorTxId);
  // The conflict was with a committed row and rows are never deleted.
  if (!first) throw new Error(`provider call ${call.vendor}:${call.vendorTxId} vanished`);
  if (call.kind === 'BET' && isTombstone(first)) {
    throw new AppError('BET_ROLLED_BACK', 'This bet was rolled back before it arrived');
  }
  if (first.requestHash !== call.requestHash || !first.answer) {
    throw new AppError(
      'IDEMPOTENCY_CONFLICT',
      'This transactionId was already used for a different request',
    );
  }
  return { ...(first.answer as StoredAnswer), duplicate: true };
}

/** Stores the answer every repeat of the call will get, and gives it. */
export async function finish(
  tx: Tx,
  call: NewCall,
  answer: StoredAnswer,
  set: { amount?: bigint; wallet?: string; status?: string } = {},
): Promise<Answer> {
  await finishCall(tx, call.vendor, call.vendorTxId, { answer, ...set });
  return { ...answer, duplicate: false };
}

/** The wallet's balance after a posting (read back when the posting moved nothing). */
export async function answerOf(
  tx: Tx,
  wallet: AccountRef,
  posted: Posted | null,
): Promise<StoredAnswer> {
  const balance = posted?.balances.get(lockOrder(wallet)) ?? (await balanceOf(tx, wallet));
  return { balance: fromMinor(balance), transactionId: posted ? String(posted.txId) : '' };
}
