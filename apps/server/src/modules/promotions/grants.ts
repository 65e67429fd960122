import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.ts';
import { bonusGrants } from '../../db/schema/promotions.ts';
import { valuesByKey } from '../../db/values-by-key.ts';
import { AppError } from '../../lib/app-error.ts';
import { account, balanceOf, move, post } from '../ledger/index.ts';
import { applyTurnover } from './bonus-rules.ts';

/*
 * Bonus grants (decision 033): a bonus waits in the BONUS wallet until the turnover
 * counted toward it meets its requirement, then moves to the main wallet; given up or
 * expired, it goes back to the house. Lock order: a grant row, then the wallets — the
 * same in every function here, and the reverse of nothing else.
 */

export type GrantState = 'ACTIVE' | 'RELEASED' | 'FORFEITED' | 'EXPIRED';
export type GrantRow = typeof bonusGrants.$inferSelect;

export interface NewGrant {
  /** Unique over all grants, the same on every repeat of the request. */
  key: string;
  memberId: number;
  source: 'OPS' | 'PROMOTION';
  amount: bigint;
  required: bigint;
  remark?: string | null;
  expiresAt: Date;
}

/**
 * Gives a bonus once per key: its grant row, then its money from the house into the
 * BONUS wallet (key `bonus:{key}`). A repeat answers the first grant and moves nothing.
 * A bonus with nothing to wager is released at once.
 */
export async function grantBonus(tx: Tx, g: NewGrant) {
  const [row] = await tx
    .insert(bonusGrants)
    .values({
      key: g.key,
      memberId: g.memberId,
      source: g.source,
      amount: g.amount,
      required: g.required,
      remark: g.remark ?? null,
      expiresAt: g.expiresAt,
    })
    .onConflictDoNothing({ target: bonusGrants.key })
    .returning();
  if (!row) {
    const [first] = await tx.select().from(bonusGrants).where(eq(bonusGrants.key, g.key));
    const same = first?.memberId === g.memberId && first.amount === g.amount;
    if (!first || !same)
      throw new AppError('CONFLICT', 'This request id was used for another bonus');
    return { grant: first, posted: null };
  }
  const posted = await post(tx, {
    key: `bonus:${g.key}`,
    type: 'BONUS',
    memberId: g.memberId,
    reference: `grant:${row.id}`,
    remark: g.remark ?? null,
    entries: move(account.house(g.memberId), account.bonus(g.memberId), g.amount),
    meta: { turnover: g.required.toString() },
  });
  if (g.required === 0n) await closeGrant(tx, row, 'RELEASED');
  return { grant: row, posted };
}

/** When a bonus granted at `from` expires: the brand's `bonusDays` later. */
export const bonusExpiry = (rewards: { bonusDays: number }, from = new Date()) =>
  new Date(from.getTime() + rewards.bonusDays * 86_400_000);

/** A player's grants, newest first. */
export function grantsOf(q: Queryable, memberId: number, limit = 100) {
  return q
    .select()
    .from(bonusGrants)
    .where(eq(bonusGrants.memberId, memberId))
    .orderBy(desc(bonusGrants.id))
    .limit(limit);
}

/** The turnover a player's active grants still need (their requirement less counted). */
export async function grantTurnoverOwed(q: Queryable, memberId: number): Promise<bigint> {
  const [row] = await q
    .select({
      owed: sql<string>`coalesce(sum(${bonusGrants.required} - ${bonusGrants.counted}), 0)`,
    })
    .from(bonusGrants)
    .where(and(eq(bonusGrants.memberId, memberId), eq(bonusGrants.state, 'ACTIVE')));
  return BigInt(row?.owed ?? 0);
}

/**
 * Counts weighted turnover (by player) toward the players' active grants, each player's
 * oldest first: the grants locked in player order, their new counts written in one
 * statement, and each grant whose requirement is met released. Answers the grants
 * released.
 */
export async function countTurnover(tx: Tx, byMember: ReadonlyMap<number, bigint>) {
  const ids = [...byMember].filter(([, amount]) => amount > 0n).map(([id]) => id);
  if (ids.length === 0) return 0;
  const active = await tx
    .select()
    .from(bonusGrants)
    .where(and(inArray(bonusGrants.memberId, ids), eq(bonusGrants.state, 'ACTIVE')))
    .orderBy(asc(bonusGrants.memberId), asc(bonusGrants.id))
    .for('update');
  const grantsOfMember = new Map<number, GrantRow[]>();
  for (const g of active)
    grantsOfMember.set(g.memberId, [...(grantsOfMember.get(g.memberId) ?? []), g]);
  const byId = new Map(active.map((g) => [g.id, g]));
  const touched: { grant: GrantRow; counted: bigint; met: boolean }[] = [];
  for (const [memberId, amount] of byMember) {
    for (const t of applyTurnover(grantsOfMember.get(memberId) ?? [], amount)) {
      touched.push({ grant: byId.get(t.id) as GrantRow, counted: t.counted, met: t.met });
    }
  }
  if (touched.length === 0) return 0;
  const v = valuesByKey(
    'v',
    new Map(touched.map((t) => [String(t.grant.id), [String(t.counted)]])),
  );
  await tx.execute(sql`WITH ${v.with} UPDATE bonus_grants g
    SET counted = ${v.at(sql`g.id::text`, 0)}::bigint WHERE g.id = ${v.keys('bigint')}`);
  const met = touched.filter((t) => t.met);
  for (const t of met) await closeGrant(tx, { ...t.grant, counted: t.counted }, 'RELEASED');
  return met.length;
}

/**
 * Ends an active grant (locked by the caller): RELEASED moves its money to the main
 * wallet, FORFEITED or EXPIRED back to the house — as much as the BONUS wallet holds,
 * which the operator may have debited meanwhile.
 */
async function closeGrant(tx: Tx, grant: GrantRow, state: Exclude<GrantState, 'ACTIVE'>) {
  const bonus = account.bonus(grant.memberId);
  let amount = grant.amount;
  const held = await balanceOf(tx, bonus);
  if (held < amount) amount = held;
  if (amount > 0n) {
    const to = state === 'RELEASED' ? account.main(grant.memberId) : account.house(grant.memberId);
    await post(tx, {
      key: `bonus-${state.toLowerCase()}:${grant.id}`,
      type: state === 'RELEASED' ? 'BONUS_RELEASE' : 'BONUS_FORFEIT',
      memberId: grant.memberId,
      reference: `grant:${grant.id}`,
      remark: grant.remark,
      entries: move(bonus, to, amount),
    });
  }
  await tx
    .update(bonusGrants)
    .set({ state, closedAt: sql`now()` })
    .where(eq(bonusGrants.id, grant.id));
}

/**
 * The player gives up an active grant (to withdraw before its turnover is met): its money
 * goes back to the house once; giving up a grant already ended answers it as it is.
 */
export async function forfeitGrant(tx: Tx, memberId: number, grantId: number) {
  const [grant] = await tx
    .select()
    .from(bonusGrants)
    .where(and(eq(bonusGrants.id, grantId), eq(bonusGrants.memberId, memberId)))
    .for('update');
  if (!grant) throw new AppError('NOT_FOUND', 'No such bonus');
  if (grant.state !== 'ACTIVE') return grant.state as GrantState;
  await closeGrant(tx, grant, 'FORFEITED');
  return 'FORFEITED' as const;
}

/** Expires active grants past their end, a batch at a time (locked, skipping busy ones). */
export async function expireGrants(tx: Tx, now: Date, batch = 200) {
  const due = await tx
    .select()
    .from(bonusGrants)
    .where(and(eq(bonusGrants.state, 'ACTIVE'), lte(bonusGrants.expiresAt, now)))
    .orderBy(asc(bonusGrants.expiresAt))
    .limit(batch)
    .for('update', { skipLocked: true });
  for (const grant of due) await closeGrant(tx, grant, 'EXPIRED');
  return due.length;
}
