import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.ts';
import { protectionExclusions, protectionLimits } from '../../db/schema/protection.ts';
import type { LimitState } from './rules.ts';

/** Kinds of rows besides the money limits: minutes, with period ''. */
export const SESSION = 'SESSION';
export const REALITY_CHECK = 'REALITY_CHECK';

export interface LimitRow extends LimitState {
  kind: string;
  period: string;
  updatedAt: Date;
}

const columns = {
  kind: protectionLimits.kind,
  period: protectionLimits.period,
  value: protectionLimits.value,
  pendingValue: protectionLimits.pendingValue,
  pendingFrom: protectionLimits.pendingFrom,
  updatedAt: protectionLimits.updatedAt,
};

/**
 * A player's limit rows; `lock` holds them to the end of the transaction, so a player's
 * deposits (or bets) checked against them are checked one after the other.
 */
export async function limitRows(
  q: Queryable,
  memberId: number,
  kinds?: readonly string[],
  lock = false,
): Promise<LimitRow[]> {
  const where = kinds
    ? and(eq(protectionLimits.memberId, memberId), sql`${protectionLimits.kind} IN ${kinds}`)
    : eq(protectionLimits.memberId, memberId);
  const query = q.select(columns).from(protectionLimits).where(where);
  return lock ? query.for('update') : query;
}

export async function saveLimit(
  tx: Tx,
  memberId: number,
  key: { kind: string; period: string },
  s: LimitState,
  now: Date,
) {
  const values = { value: s.value, pendingValue: s.pendingValue, pendingFrom: s.pendingFrom };
  await tx
    .insert(protectionLimits)
    .values({ memberId, ...key, ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: [protectionLimits.memberId, protectionLimits.kind, protectionLimits.period],
      set: { ...values, updatedAt: now },
    });
}

export interface ExclusionRow {
  kind: string;
  startsAt: Date;
  endsAt: Date | null;
}

/** The exclusion in force at `now`: the latest, while its end has not come. */
export async function exclusionOf(
  q: Queryable,
  memberId: number,
  now: Date,
  lock = false,
): Promise<ExclusionRow | null> {
  const query = q
    .select({
      kind: protectionExclusions.kind,
      startsAt: protectionExclusions.startsAt,
      endsAt: protectionExclusions.endsAt,
    })
    .from(protectionExclusions)
    .where(eq(protectionExclusions.memberId, memberId))
    .orderBy(desc(protectionExclusions.id))
    .limit(1);
  const [row] = await (lock ? query.for('update') : query);
  if (!row || (row.endsAt && row.endsAt.getTime() <= now.getTime())) return null;
  return row;
}

export async function addExclusion(
  tx: Tx,
  row: { memberId: number; kind: string; startsAt: Date; endsAt: Date | null; setBy: string },
) {
  await tx.insert(protectionExclusions).values(row);
}
