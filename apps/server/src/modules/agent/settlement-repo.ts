import type { ContractKind } from '@gamehall/contract';
import { and, count, desc, eq, gte, lt, sum } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.ts';
import { agentPayouts, agentSettlements } from '../../db/schema/agent.ts';
import type { Period, Schedule } from './settlement-periods.ts';

export type PayoutRow = typeof agentPayouts.$inferInsert;

/**
 * Claims one period of a kind for this transaction: the settlement's id, or null when it
 * was settled before (a concurrent claim waits on the unique index, then finds it taken).
 */
export async function claimSettlement(
  tx: Tx,
  kind: ContractKind,
  schedule: Schedule,
  period: Period,
): Promise<number | null> {
  const [row] = await tx
    .insert(agentSettlements)
    .values({ kind, schedule, periodStart: period.start, periodEnd: period.end })
    .onConflictDoNothing()
    .returning({ id: agentSettlements.id });
  return row?.id ?? null;
}

export async function finishSettlement(
  tx: Tx,
  id: number,
  totals: { holders: number; paid: bigint; clamped: number[] },
) {
  await tx.update(agentSettlements).set(totals).where(eq(agentSettlements.id, id));
}

export async function insertPayout(tx: Tx, row: PayoutRow) {
  await tx.insert(agentPayouts).values(row);
}

/** Where the settlements of a kind and schedule stand: the end of the last one settled. */
export async function settledUntil(
  q: Queryable,
  kind: ContractKind,
  schedule: Schedule,
): Promise<Date | null> {
  const [row] = await q
    .select({ end: agentSettlements.periodEnd })
    .from(agentSettlements)
    .where(and(eq(agentSettlements.kind, kind), eq(agentSettlements.schedule, schedule)))
    .orderBy(desc(agentSettlements.periodStart))
    .limit(1);
  return row?.end ?? null;
}

/** The agent's payouts whose period began within [from, to), newest first, with totals by kind. */
export async function payoutsOf(
  q: Queryable,
  memberId: number,
  f: { from: Date; to: Date; kind?: ContractKind },
  offset: number,
  limit: number,
) {
  const where = and(
    eq(agentPayouts.memberId, memberId),
    gte(agentPayouts.periodStart, f.from),
    lt(agentPayouts.periodStart, f.to),
    f.kind ? eq(agentPayouts.kind, f.kind) : undefined,
  );
  const [rows, byKind] = await Promise.all([
    q
      .select()
      .from(agentPayouts)
      .where(where)
      .orderBy(desc(agentPayouts.periodStart), desc(agentPayouts.id))
      .limit(limit)
      .offset(offset),
    q
      .select({ kind: agentPayouts.kind, n: count(), amount: sum(agentPayouts.amount) })
      .from(agentPayouts)
      .where(where)
      .groupBy(agentPayouts.kind)
      .orderBy(agentPayouts.kind),
  ]);
  return { rows, byKind, total: byKind.reduce((n, k) => n + k.n, 0) };
}
