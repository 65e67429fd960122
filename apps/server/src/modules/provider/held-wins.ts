import { fromMinor } from '@gamehall/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/client.ts';
import { providerHeldWins } from '../../db/schema/provider.ts';
import { AppError } from '../../lib/app-error.ts';
import { account, inTransaction, move, type Posting, post } from '../ledger/index.ts';
import { accountsOf } from '../member/index.ts';
import { raiseAlert } from '../system/index.ts';
import * as repo from './repo.ts';
import { settleRound } from './settled-days.ts';
import { walletByCode } from './wallets.ts';

type HeldRow = typeof providerHeldWins.$inferSelect;
export type HeldStatus = 'PENDING' | 'RELEASED' | 'REJECTED';

/** Unique over the whole ledger, and the same on every repeat of the vendor's call. */
export const ledgerKey = (vendor: string, vendorTxId: string) => `provider:${vendor}:${vendorTxId}`;

/** The ledger posting of a vendor's win: house to the wallet the round plays from. */
export function winPosting(
  w: { vendor: string; vendorTxId: string; roundId: string; gameCode: string },
  memberId: number,
  wallet: ReturnType<typeof walletByCode>,
  amount: bigint,
): Posting {
  return {
    key: ledgerKey(w.vendor, w.vendorTxId),
    type: 'WIN',
    memberId,
    reference: `${w.vendor}:${w.roundId}`,
    remark: w.gameCode,
    entries: move(account.house(memberId), wallet, amount),
  };
}

export const postWin = (tx: Tx, ...win: Parameters<typeof winPosting>) =>
  post(tx, winPosting(...win));

/**
 * Keeps a win above the brand's cap for the operator instead of paying it, and tells
 * the operator (an alert an hour per kind, counted).
 */
export async function holdWin(tx: Tx, row: typeof providerHeldWins.$inferInsert) {
  await tx.insert(providerHeldWins).values(row);
  await raiseAlert(
    tx,
    'WIN_HELD',
    `${row.vendor} win ${fromMinor(row.amount)} on a stake of ${fromMinor(row.stake)} ` +
      `(round ${row.roundId}) waits for review: npm run operator -- wins held`,
  );
}

/** A held win as the operator sees it. */
function view(r: HeldRow, account: string) {
  return {
    id: r.id,
    vendor: r.vendor,
    transactionId: r.vendorTxId,
    roundId: r.roundId,
    account,
    gameCode: r.gameCode,
    amount: fromMinor(r.amount),
    stake: fromMinor(r.stake),
    status: r.status as HeldStatus,
    remark: r.remark,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
  };
}

export type HeldWinView = ReturnType<typeof view>;

/** Held wins, oldest first, optionally of one status. */
export async function listHeldWins(q: Queryable, status: HeldStatus | undefined, limit: number) {
  const rows = await q
    .select()
    .from(providerHeldWins)
    .where(status ? eq(providerHeldWins.status, status) : undefined)
    .orderBy(asc(providerHeldWins.createdAt), asc(providerHeldWins.id))
    .limit(limit);
  const accounts = await accountsOf(
    q,
    rows.map((w) => w.memberId),
  );
  return rows.map((w) => view(w, accounts.get(w.memberId) ?? ''));
}

/**
 * Moves a PENDING held win to its decision in one statement, so two operators deciding
 * at once cannot both win; a win decided already is a 409 naming its decision.
 */
async function decide(tx: Tx, id: number, status: HeldStatus, remark?: string) {
  const w = providerHeldWins;
  const [row] = await tx
    .update(w)
    .set({ status, remark: remark ?? null, decidedAt: new Date() })
    .where(and(eq(w.id, id), eq(w.status, 'PENDING')))
    .returning();
  if (row) return row;
  const [before] = await tx.select({ status: w.status }).from(w).where(eq(w.id, id));
  if (!before) throw new AppError('NOT_FOUND', 'No such held win');
  throw new AppError('CONFLICT', `This win was already ${before.status.toLowerCase()}`, {
    details: { status: before.status },
  });
}

async function accountOf(tx: Tx, memberId: number): Promise<string> {
  return (await accountsOf(tx, [memberId])).get(memberId) ?? '';
}

/** Pays a held win into the wallet it was meant for, once, and adds it to its round. */
export function releaseHeldWin(db: Db, id: number, remark?: string) {
  return inTransaction(db, async (tx) => {
    const held = await decide(tx, id, 'RELEASED', remark);
    await postWin(tx, held, held.memberId, walletByCode(held.memberId, held.wallet), held.amount);
    const round = { vendor: held.vendor, roundId: held.roundId, memberId: held.memberId };
    await settleRound(tx, round, held.amount, false);
    await repo.finishCall(tx, held.vendor, held.vendorTxId, { status: 'RELEASED' });
    return view(held, await accountOf(tx, held.memberId));
  });
}

/** Refuses a held win for good: nothing moves. */
export function rejectHeldWin(db: Db, id: number, remark?: string) {
  return inTransaction(db, async (tx) => {
    const held = await decide(tx, id, 'REJECTED', remark);
    await repo.finishCall(tx, held.vendor, held.vendorTxId, { status: 'REJECTED' });
    return view(held, await accountOf(tx, held.memberId));
  });
}
