import * as z from 'zod/mini';
import { CONTRACT_KINDS } from './agent.ts';
import { defineCall } from './define-call.ts';
import { text } from './fields.ts';
import { Money } from './money.ts';
import { PageInfo, PageQuery } from './paging.ts';
import { TX_TYPES } from './records.ts';

/*
 * The agent centre's reports (issue 14): what the agent's team — its downlines at every
 * depth — did over a range of the brand's days, and what its contracts paid it. Every
 * figure is read from the ledger (decision 027), so the reports add up to the records.
 */

const tag = 'agent';

/** A signed amount (a result can be a loss). */
const Signed = /* @__PURE__ */ z.number();

/**
 * A day of the brand as YYYY-MM-DD (a regex, not z.iso.date(): that one stays in the site's
 * first load even when no call there uses it; the server checks the day is a real one).
 */
export const Day = /* @__PURE__ */ z
  .string()
  .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'a day as YYYY-MM-DD'));

/** A range of the brand's days, both included (at most 93 days). */
export const DayRange = { from: Day, to: Day };

/** Narrows a report to one member of the team (its account). */
const accountFilter = /* @__PURE__ */ z.optional(text(64, 1));

/** One day's (or the range's) figures, as a shape: each schema below is built from it. */
const dayFigures = {
  /** Members who registered. */
  newMembers: /* @__PURE__ */ z.int(),
  /** Members who placed a bet: on the day, or (in the totals) on any day of the range. */
  activeMembers: /* @__PURE__ */ z.int(),
  /** Members whose first deposit ever fell in the range. */
  firstDeposits: /* @__PURE__ */ z.int(),
  deposits: Money,
  withdrawals: Money,
  /** Stakes less stakes refunded. */
  validBet: Money,
  /** The players' result: wins and refunds less stakes (negative when they lost). */
  profitLoss: Signed,
  bonus: Money,
};

export const getTeamOverview = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/agent/team/overview',
  tag,
  agentOnly: true,
  summary: "The team's figures over a range of days, in total and day by day",
  query: z.object(DayRange),
  value: z.object({
    /** Members under the agent at every depth today. */
    teamSize: z.int(),
    totals: z.object(dayFigures),
    days: z.array(z.object({ ...dayFigures, day: z.string() })),
  }),
});

export const TeamBet = /* @__PURE__ */ z.object({
  account: z.string(),
  vendorName: z.string(),
  gameName: z.string(),
  category: z.string(),
  roundId: z.string(),
  betAmount: Money,
  winAmount: Money,
  /** winAmount − betAmount. */
  profitLoss: Signed,
  settledAt: z.string(),
});
export type TeamBet = z.infer<typeof TeamBet>;

export const getTeamBets = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/agent/team/bets',
  tag,
  agentOnly: true,
  summary: "Every settled bet of the agent's team over a range, with a totals row",
  query: z.object({
    ...PageQuery,
    ...DayRange,
    account: accountFilter,
    category: z.optional(text(32, 1)),
    vendor: z.optional(text(32, 1)),
  }),
  value: z.object({
    list: z.array(TeamBet),
    ...PageInfo,
    totals: z.object({ betAmount: Money, winAmount: Money, profitLoss: Signed }),
  }),
});

/** A member's figures over the range, as a shape (the list's rows and the totals row). */
const memberFigures = {
  validBet: Money,
  wins: Money,
  profitLoss: Signed,
  bonus: Money,
  deposits: Money,
  withdrawals: Money,
};

export const MemberProfitLoss = /* @__PURE__ */ z.object({
  account: z.string(),
  type: z.int(),
  ...memberFigures,
});
export type MemberProfitLoss = z.infer<typeof MemberProfitLoss>;

export const getTeamProfitLoss = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/agent/team/profit-loss',
  tag,
  agentOnly: true,
  summary: "Each team member's valid bet, result, bonus, deposits and withdrawals over a range",
  query: z.object({ ...PageQuery, ...DayRange, account: accountFilter }),
  value: z.object({
    list: z.array(MemberProfitLoss),
    ...PageInfo,
    totals: z.object(memberFigures),
  }),
});

export const TeamTransaction = /* @__PURE__ */ z.object({
  id: z.string(),
  at: z.string(),
  account: z.string(),
  type: z.enum(TX_TYPES),
  /** 'MAIN', 'BONUS', 'HELD' or a vendor's code. */
  wallet: z.string(),
  amount: Signed,
  balanceAfter: Money,
});
export type TeamTransaction = z.infer<typeof TeamTransaction>;

export const getTeamTransactions = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/agent/team/transactions',
  tag,
  agentOnly: true,
  summary: "The account records of the agent's team over a range, by type",
  query: z.object({
    ...PageQuery,
    ...DayRange,
    account: accountFilter,
    type: z.optional(z.enum(TX_TYPES)),
  }),
  value: z.object({ list: z.array(TeamTransaction), ...PageInfo }),
});

export const Payout = /* @__PURE__ */ z.object({
  kind: z.enum(CONTRACT_KINDS),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** The team's valid bet (net loss for a dividend) over the period. */
  teamVolume: Signed,
  activeMembers: z.int(),
  /** The rate the period's figures reached, percent. */
  rate: z.number(),
  /** The contract's yield on the whole team, before the yields of contracts below. */
  yield: Money,
  amount: Money,
});
export type Payout = z.infer<typeof Payout>;

export const getMyIncome = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/agent/income',
  tag,
  agentOnly: true,
  summary: 'Every contract payout the agent received over a range, by type and period',
  query: z.object({ ...PageQuery, ...DayRange, kind: z.optional(z.enum(CONTRACT_KINDS)) }),
  value: z.object({
    list: z.array(Payout),
    ...PageInfo,
    byKind: z.array(z.object({ kind: z.enum(CONTRACT_KINDS), amount: Money })),
  }),
});
