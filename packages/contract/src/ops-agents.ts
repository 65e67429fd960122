import * as z from 'zod/mini';
import { CONTRACT_KINDS, CONTRACT_STATES, Contract } from './agent.ts';
import { defineCall } from './define-call.ts';
import { text } from './fields.ts';
import { Money } from './money.ts';
import { countQuery, PageInfo, PageQuery } from './paging.ts';

/*
 * The console's agents page (issue 19): agents found by account, one agent's place in its
 * tree (the uplines above it, its direct downlines a page at a time, so a big tree opens
 * level by level), and its contracts with their recent payouts. Setting a top agent's
 * house contract is opsSetHouseContract (ops.ts).
 */

const tag = 'ops';

const Account = /* @__PURE__ */ text(64, 1);

/** A live contract in one line: its type, state, period and the highest rate of its table. */
export const ContractSummary = /* @__PURE__ */ z.object({
  kind: z.enum(CONTRACT_KINDS),
  state: z.enum(CONTRACT_STATES),
  period: z.string(),
  /** The table's highest rate, percent. */
  topRate: z.number(),
});

/** A member of an agent tree as the console lists it. */
export const AgentNode = /* @__PURE__ */ z.object({
  account: z.string(),
  /** Member type: 0 player, 1/2/41/42 agent types. */
  type: z.int(),
  /** 0: active; otherwise locked. */
  status: z.int(),
  /** How many uplines it has: 0 for a top agent. */
  level: z.int(),
  upline: z.nullable(z.string()),
  directCount: z.int(),
  teamSize: z.int(),
  contracts: z.array(ContractSummary),
  createdAt: z.string(),
});
export type AgentNode = z.infer<typeof AgentNode>;

export const opsListAgents = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/agents',
  tag,
  staff: 'members.read',
  summary:
    'Agents whose account begins with `q` (all when absent), optionally only top agents, newest first',
  query: z.object({
    q: z.optional(text(64)),
    /** "1": only agents with no upline (those that hold the house's contracts). */
    top: z.optional(z.enum(['0', '1'])),
    ...PageQuery,
  }),
  value: z.object({ agents: z.array(AgentNode), ...PageInfo }),
});

export const opsAgentTree = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/agents/tree',
  tag,
  staff: 'members.read',
  summary:
    'One agent: its uplines from the top down, and a page of its direct downlines with their own counts (the tree opens level by level)',
  query: z.object({
    account: Account,
    pageNo: countQuery(100_000, 1),
    pageSize: countQuery(100, 50),
  }),
  value: z.object({
    agent: AgentNode,
    /** The uplines' accounts, the top agent first, its direct upline last. */
    path: z.array(z.string()),
    downlines: z.array(AgentNode),
    ...PageInfo,
  }),
});

/** One contract payout (decision 027): the period, the team's figures, the rate, the yield. */
export const ContractPayout = /* @__PURE__ */ z.object({
  kind: z.enum(CONTRACT_KINDS),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** Signed: a dividend's volume is the players' net loss, which can be a win. */
  teamVolume: z.number(),
  activeMembers: z.int(),
  /** Percent. */
  rate: z.number(),
  /** Signed, as the volume it comes from. */
  yield: z.number(),
  amount: Money,
  paidAt: z.string(),
});

export const opsAgentContracts = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/agents/contracts',
  tag,
  staff: 'members.read',
  summary:
    "An agent's live contracts with their terms and history, who set them, and its latest contract payouts",
  query: z.object({ account: Account, payouts: countQuery(100, 20) }),
  value: z.object({
    account: z.string(),
    /** No upline: its contracts are the house's (opsSetHouseContract). */
    top: z.boolean(),
    contracts: z.array(
      z.extend(Contract, {
        /**
         * Who set it: the offering agent, or for a house contract the staff account (or
         * "service key") the operator audit names; null when the audit has no such row.
         */
        setBy: z.nullable(z.string()),
      }),
    ),
    payouts: z.array(ContractPayout),
  }),
});
