import { and, eq, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { gameRounds, providerTransactions, vendorWalletKeys } from '../../db/schema/provider.ts';

export type CallRow = typeof providerTransactions.$inferSelect;
export type RoundRow = typeof gameRounds.$inferSelect;

/** What a provider call leaves for its repeats: the answer without the duplicate flag. */
export interface StoredAnswer {
  balance: number;
  transactionId: string;
}

export async function secretOf(q: Queryable, vendor: string): Promise<string | null> {
  const [row] = await q
    .select({ secret: vendorWalletKeys.secret })
    .from(vendorWalletKeys)
    .where(eq(vendorWalletKeys.vendor, vendor));
  return row?.secret ?? null;
}

const callKey = (vendor: string, vendorTxId: string) =>
  and(eq(providerTransactions.vendor, vendor), eq(providerTransactions.vendorTxId, vendorTxId));

/**
 * Inserts the call's row unless its (vendor, transaction id) exists; false means it does.
 * This row is the call's lock: a concurrent duplicate waits here on the primary key
 * until the first commits (then finds the row) or rolls back (then takes its place).
 */
export async function claimCall(
  q: Queryable,
  row: typeof providerTransactions.$inferInsert,
): Promise<boolean> {
  const inserted = await q
    .insert(providerTransactions)
    .values(row)
    .onConflictDoNothing()
    .returning({ vendor: providerTransactions.vendor });
  return inserted.length > 0;
}

/** One call by its transaction id; `lock` holds it until the transaction ends. */
export async function findCall(
  q: Queryable,
  vendor: string,
  vendorTxId: string,
  lock = false,
): Promise<CallRow | null> {
  const query = q.select().from(providerTransactions).where(callKey(vendor, vendorTxId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function finishCall(
  q: Queryable,
  vendor: string,
  vendorTxId: string,
  set: { answer?: StoredAnswer; amount?: bigint; status?: string; wallet?: string },
) {
  await q.update(providerTransactions).set(set).where(callKey(vendor, vendorTxId));
}

/** One player's round: players of a multiplayer game share the vendor's round id. */
export interface RoundKey {
  vendor: string;
  roundId: string;
  memberId: number;
}

const roundKey = (k: RoundKey) =>
  and(
    eq(gameRounds.vendor, k.vendor),
    eq(gameRounds.roundId, k.roundId),
    eq(gameRounds.memberId, k.memberId),
  );

export async function findRound(q: Queryable, k: RoundKey, lock = false): Promise<RoundRow | null> {
  const query = q.select().from(gameRounds).where(roundKey(k));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Adds a bet to the player's round, opening it on its first bet. The conflict update
 * only applies while the round is unsettled, in the same statement that locks the row,
 * so a win committing meanwhile cannot slip in between check and write. Null: the round
 * is settled.
 */
export async function addBetToRound(
  q: Queryable,
  r: RoundKey & { gameCode: string; amount: bigint },
): Promise<RoundRow | null> {
  const g = gameRounds;
  const [row] = await q
    .insert(g)
    .values({
      vendor: r.vendor,
      roundId: r.roundId,
      memberId: r.memberId,
      gameCode: r.gameCode,
      betAmount: r.amount,
      status: 'OPEN',
    })
    .onConflictDoUpdate({
      target: [g.vendor, g.roundId, g.memberId],
      set: { betAmount: sql`${g.betAmount} + ${r.amount}`, status: 'OPEN' },
      setWhere: ne(g.status, 'SETTLED'),
    })
    .returning();
  return row ?? null;
}

/** Takes a rolled-back bet off its round; with no bet left the round is REFUNDED. */
export async function refundFromRound(q: Queryable, k: RoundKey, amount: bigint) {
  const g = gameRounds;
  await q
    .update(g)
    .set({
      betAmount: sql`${g.betAmount} - ${amount}`,
      status: sql`case when ${g.betAmount} - ${amount} = 0 then 'REFUNDED' else 'OPEN' end`,
    })
    .where(roundKey(k));
}
