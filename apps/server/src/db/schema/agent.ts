import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, when } from './columns.ts';
import { members } from './member.ts';

/**
 * Contracts between an agent and one direct downline agent (decision 027). `terms` holds
 * the rate table ({tiers: [{minVolume (minor units, string), minActive, rateBp, and
 * minValidBet for dividends or lossRateBp for real-time salary}], period});
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

/**
 * One settlement of one contract kind for one period (decision 027): written with its
 * payouts in one transaction, so the row says the period is paid and a second run skips it.
 * `schedule`: 5MIN, HOUR, D, W, H or M (settlement-periods.ts). `clamped`: the members whose
 * share came out negative and was paid as 0.
 */
export const agentSettlements = pgTable(
  'agent_settlements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    schedule: text('schedule').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    holders: integer('holders').notNull().default(0),
    paid: bigint('paid', { mode: 'bigint' }).notNull().default(sql`0`),
    clamped: jsonb('clamped').$type<number[]>().notNull().default([]),
    settledAt: at('settled_at'),
  },
  (t) => [uniqueIndex('agent_settlements_period_uq').on(t.kind, t.schedule, t.periodStart)],
);

/**
 * What one contract paid its member for one period, with the figures it came from: the
 * team's volume and active members over the period, the rate they reached, the contract's
 * yield and what was paid after the yields below it; `txId` is the ledger transaction.
 */
export const agentPayouts = pgTable(
  'agent_payouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    settlementId: bigint('settlement_id', { mode: 'number' })
      .notNull()
      .references(() => agentSettlements.id),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => agentContracts.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text('kind').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    teamVolume: bigint('team_volume', { mode: 'bigint' }).notNull(),
    activeMembers: integer('active_members').notNull(),
    rateBp: integer('rate_bp').notNull(),
    yield: bigint('yield', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    txId: bigint('tx_id', { mode: 'number' }),
    createdAt: at('created_at'),
  },
  (t) => [
    uniqueIndex('agent_payouts_contract_period_uq').on(t.contractId, t.periodStart),
    index('agent_payouts_member_idx').on(t.memberId, t.periodStart),
  ],
);

/**
 * Registration links an agent hands out (`/register?affiliateCode={code}`): who registers
 * through one lands under the agent, as a player or an agent (`memberType`), and is offered
 * the link's preset contracts ({kind, terms} as stored in agent_contracts).
 */
export const agentLinks = pgTable(
  'agent_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    code: text('code').notNull().unique(),
    memberType: integer('member_type').notNull().default(0),
    presets: jsonb('presets').$type<{ kind: string; terms: unknown }[]>().notNull().default([]),
    registrations: integer('registrations').notNull().default(0),
    createdAt: at('created_at'),
    revokedAt: when('revoked_at'),
  },
  (t) => [index('agent_links_agent_idx').on(t.agentId, t.id)],
);
