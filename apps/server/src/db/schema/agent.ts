import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, when } from './columns.ts';
import { members } from './member.ts';

/**
 * Contracts between an agent and one direct downline agent (decision 027). `terms` holds
 * the rate table ({tiers: [{minVolume (minor units, string), minActive, rateBp}], period});
 * `state`: OFFERED, ACTIVE, REJECTED, TERMINATION_REQUESTED, TERMINATED. A member holds at
 * most one live contract (offered, active or asked to end) of a kind.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    /** The offering agent; null when the house (the operator) offered it. */
    uplineId: bigint('upline_id', { mode: 'number' }).references(() => members.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    terms: jsonb('terms').notNull(),
    state: text('state').notNull().default('OFFERED'),
    createdAt: at('created_at'),
    startedAt: when('started_at'),
    endedAt: when('ended_at'),
  },
  (t) => [
    uniqueIndex('agent_contracts_live_unique')
      .on(t.kind, t.memberId)
      .where(sql`state IN ('OFFERED', 'ACTIVE', 'TERMINATION_REQUESTED')`),
    index('agent_contracts_upline_idx').on(t.uplineId, t.kind),
  ],
);

/** Every change of a contract's state, with who made it (null: the house or the system). */
export const agentContractEvents = pgTable(
  'agent_contract_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => agentContracts.id),
    at: at('at'),
    action: text('action').notNull(),
    byMemberId: bigint('by_member_id', { mode: 'number' }).references(() => members.id),
  },
  (t) => [index('agent_contract_events_contract_idx').on(t.contractId, t.id)],
);
