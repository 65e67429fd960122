import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';
import { text } from './fields.ts';
import { Money, twoPlaces } from './money.ts';

const tag = 'agent';

export const checkAffiliate = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/agent/affiliate',
  tag,
  summary: 'Whether an affiliate (invitation) code belongs to an active agent',
  query: z.object({ code: text(64, 1), domain: z.optional(text(253)) }),
  value: z.object({ valid: z.boolean() }),
});

export const getAgentInfo = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/agent/info',
  tag,
  agentOnly: true,
  summary: "The agent's own card: affiliate code and number of direct downlines",
  query: z.object({}),
  value: z.object({
    account: z.string(),
    type: z.int(),
    affiliateCode: z.nullable(z.string()),
    downlineCount: z.int(),
  }),
});

/** Contract types (product §1): the four an agent can hold with its upline. */
export const CONTRACT_KINDS = [
  'DIVIDEND',
  'DAILY_SALARY',
  'HOURLY_SALARY',
  'REALTIME_SALARY',
] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** Product §4 contract states; a new contract is OFFERED until the downline decides. */
export const CONTRACT_STATES = [
  'OFFERED',
  'ACTIVE',
  'REJECTED',
  'TERMINATION_REQUESTED',
  'TERMINATED',
] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];

/** Payout periods (product §9): daily, weekly, semimonthly (H), monthly. */
export const PAYOUT_PERIODS = ['D', 'W', 'H', 'M'] as const;

const Rate = /* @__PURE__ */ z.number().check(z.minimum(0), z.maximum(50), twoPlaces);

/**
 * One step of a rate table (product §3 "Contract"), reached when the period's figures reach
 * every minimum it has; it pays `rate` percent (two decimals, 0–50). What a step holds
 * depends on the contract type (`TIER_FIELDS`):
 * - daily and hourly salary: `minVolume` is the team's valid bet, with `minActive` members;
 * - dividend: `minVolume` is the team's net loss (profit/loss), `minValidBet` its valid bet,
 *   with `minActive` members;
 * - real-time salary: `minVolume` is the single-bet amount; `rate` is paid on a bet the
 *   player won (or drew), `lossRate` on one the player lost; `minActive` is 0.
 */
export const ContractTier = /* @__PURE__ */ z.strictObject({
  minVolume: Money,
  minActive: z.int().check(z.minimum(0), z.maximum(1_000_000)),
  rate: Rate,
  minValidBet: z.optional(Money),
  lossRate: z.optional(Rate),
});
export type ContractTier = z.infer<typeof ContractTier>;

/** The fields a step of each contract type holds, in the order a step reads. */
export const TIER_FIELDS = {
  DIVIDEND: ['minVolume', 'minValidBet', 'minActive', 'rate'],
  DAILY_SALARY: ['minVolume', 'minActive', 'rate'],
  HOURLY_SALARY: ['minVolume', 'minActive', 'rate'],
  REALTIME_SALARY: ['minVolume', 'rate', 'lossRate'],
} as const satisfies Record<ContractKind, readonly (keyof ContractTier)[]>;

export const ContractTerms = /* @__PURE__ */ z.strictObject({
  tiers: z.array(ContractTier).check(z.minLength(1), z.maxLength(20)),
  period: z.enum(PAYOUT_PERIODS),
});
export type ContractTerms = z.infer<typeof ContractTerms>;

export const Contract = /* @__PURE__ */ z.object({
  id: z.int(),
  kind: z.enum(CONTRACT_KINDS),
  /** The agent that offered it; null when the house (the operator) did. */
  upline: z.nullable(z.string()),
  member: z.string(),
  terms: ContractTerms,
  state: z.enum(CONTRACT_STATES),
  createdAt: z.string(),
  startedAt: z.nullable(z.string()),
  endedAt: z.nullable(z.string()),
  history: z.array(z.object({ at: z.string(), action: z.string(), by: z.nullable(z.string()) })),
});
export type Contract = z.infer<typeof Contract>;

/** What an agent sees of one contract type: its own contract and those it offered. */
export const getContracts = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/agent/contracts',
  tag,
  agentOnly: true,
  summary: "The agent's own contract of a type with its upline, and those it offered its downlines",
  query: z.object({ kind: z.enum(CONTRACT_KINDS) }),
  value: z.object({ own: z.nullable(Contract), offered: z.array(Contract) }),
});

/**
 * A contract action (product §4): offer a direct downline agent a contract, accept or
 * reject one offered, terminate one (the upline), or ask for its termination (the downline).
 */
const ContractAction = /* @__PURE__ */ z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('OFFER'), downline: text(64, 1), terms: ContractTerms }),
  z.strictObject({
    action: z.enum(['ACCEPT', 'REJECT', 'TERMINATE', 'REQUEST_TERMINATION']),
    contractId: z.int().check(z.positive()),
  }),
]);

const processContract = (path: string, summary: string) =>
  defineCall({
    method: 'POST',
    path,
    tag,
    agentOnly: true,
    summary,
    body: ContractAction,
    value: Contract,
  });

export const processDividend = /* @__PURE__ */ processContract(
  '/wps/relay/MCS2_processDividendReq',
  'Offer, accept, reject or end a dividend contract',
);
export const processDailySalary = /* @__PURE__ */ processContract(
  '/wps/relay/MCS2_processDailySalContract',
  'Offer, accept, reject or end a daily salary contract',
);
export const processHourlySalary = /* @__PURE__ */ processContract(
  '/wps/relay/MCS2_processContractHourSalary',
  'Offer, accept, reject or end an hourly salary contract',
);
export const processRealtimeSalary = /* @__PURE__ */ processContract(
  '/wps/relay/MCSFE_processRealTimeSalaryContract',
  'Offer, accept, reject or end a real-time salary contract',
);

/** Each contract type's call. */
export const contractCalls = {
  DIVIDEND: processDividend,
  DAILY_SALARY: processDailySalary,
  HOURLY_SALARY: processHourlySalary,
  REALTIME_SALARY: processRealtimeSalary,
} as const satisfies Record<ContractKind, unknown>;
