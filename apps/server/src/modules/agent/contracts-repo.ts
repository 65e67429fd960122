import type { ContractKind, ContractState } from '@gamehall/contract';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, min, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { agentContractEvents, agentContracts } from '../../db/schema/agent.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';

export type ContractRow = typeof agentContracts.$inferSelect;

/**
 * The rate table as stored: minor units as strings (JSON has no bigint), rates in bp;
 * `minValidBet` for dividends, `lossRateBp` for real-time salary (packages/contract
 * ContractTier).
 */
export interface StoredTerms {
  tiers: {
    minVolume: string;
    minActive: number;
    rateBp: number;
    minValidBet?: string;
    lossRateBp?: number;
  }[];
  period: string;
}

/** Contracts that bind (or may soon bind) their member: offered, active or asked to end. */
export const LIVE_STATES: ContractState[] = ['OFFERED', 'ACTIVE', 'TERMINATION_REQUESTED'];

export async function insertContract(
  q: Queryable,
  c: { kind: ContractKind; uplineId: number | null; memberId: number; terms: StoredTerms },
  state: ContractState = 'OFFERED',
  now = new Date(),
) {
  try {
    const [row] = await q
      .insert(agentContracts)
      .values({ ...c, state, startedAt: state === 'ACTIVE' ? now : null })
      .returning();
    if (!row) throw new Error('insert into agent_contracts returned no row');
    return row;
  } catch (err) {
    // Two offers (or two operators) at once: one live contract of a kind per member.
    if (isUniqueViolation(err)) {
      throw new AppError('CONFLICT', 'This member already has a contract of this type');
    }
    throw err;
  }
}

/** The contract, locked until the transaction ends (two decisions at once take turns). */
export async function lockContract(q: Queryable, id: number) {
  const [row] = await q
    .select()
    .from(agentContracts)
    .where(eq(agentContracts.id, id))
    .for('update');
  return row ?? null;
}

export async function setState(
  q: Queryable,
  id: number,
  state: ContractState,
  at: { startedAt?: Date; endedAt?: Date },
) {
  const [row] = await q
    .update(agentContracts)
    .set({ state, ...at })
    .where(eq(agentContracts.id, id))
    .returning();
  if (!row) throw new Error(`contract ${id} vanished`);
  return row;
}

export async function recordEvent(
  q: Queryable,
  contractId: number,
  action: string,
  byMemberId: number | null,
) {
  await q.insert(agentContractEvents).values({ contractId, action, byMemberId });
}

/** Live contracts of a kind whose member (or upline) is `id`. */
const live = (party: 'memberId' | 'uplineId', id: number, kind: ContractKind) =>
  and(
    eq(agentContracts[party], id),
    eq(agentContracts.kind, kind),
    inArray(agentContracts.state, LIVE_STATES),
  );

/**
 * The member's live contract of a kind (its contract with its upline), if any; with `lock`,
 * held until the transaction ends, so it cannot end meanwhile.
 */
export async function liveContractOf(
  q: Queryable,
  memberId: number,
  kind: ContractKind,
  { lock = false } = {},
) {
  const query = q
    .select()
    .from(agentContracts)
    .where(live('memberId', memberId, kind));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

/** The live contracts of a kind an agent offered its downlines. */
export async function liveOffersBy(q: Queryable, uplineId: number, kind: ContractKind) {
  return q
    .select()
    .from(agentContracts)
    .where(live('uplineId', uplineId, kind))
    .orderBy(desc(agentContracts.id));
}

export async function historyOf(q: Queryable, contractIds: number[]) {
  if (contractIds.length === 0) return [];
  return q
    .select()
    .from(agentContractEvents)
    .where(inArray(agentContractEvents.contractId, contractIds))
    .orderBy(asc(agentContractEvents.id));
}

/**
 * Contracts of a kind in force at some moment of [from, to): started before its end and
 * not ended before its start (ended ones included: they are paid up to their end).
 */
export async function contractsInForce(q: Queryable, kind: ContractKind, from: Date, to: Date) {
  return q
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.kind, kind),
        isNotNull(agentContracts.startedAt),
        lt(agentContracts.startedAt, to),
        or(isNull(agentContracts.endedAt), gt(agentContracts.endedAt, from)),
      ),
    )
    .orderBy(asc(agentContracts.id));
}

/** When the first contract of a kind came into force (null: none ever did). */
export async function firstStartOf(q: Queryable, kind: ContractKind): Promise<Date | null> {
  const [row] = await q
    .select({ first: min(agentContracts.startedAt) })
    .from(agentContracts)
    .where(eq(agentContracts.kind, kind));
  return row?.first ?? null;
}

/** The live contracts of these members with their uplines (every kind). */
export async function liveContractsOfMembers(q: Queryable, memberIds: number[]) {
  if (memberIds.length === 0) return [];
  return q
    .select()
    .from(agentContracts)
    .where(
      and(inArray(agentContracts.memberId, memberIds), inArray(agentContracts.state, LIVE_STATES)),
    )
    .orderBy(asc(agentContracts.kind));
}
