import * as z from 'zod/mini';
import { DayRange } from './agent-reports.ts';
import { defineCall } from './define-call.ts';
import { Money } from './money.ts';

/*
 * The console's reports (issue 19): over a range of the brand's days (at most 93), each
 * answered whole — the console draws them, pages them and exports them as CSV.
 */

const tag = 'ops';

/** A signed amount (a result can be a loss). */
const Signed = /* @__PURE__ */ z.number();

export const GGR_BY = ['day', 'category', 'vendor', 'game'] as const;

export const GgrRow = /* @__PURE__ */ z.object({
  /** The day (YYYY-MM-DD), category code, vendor code or `vendor/game` code. */
  key: z.string(),
  /** A name to show: the vendor's or game's, else the key. */
  label: z.string(),
  bets: Money,
  payouts: Money,
  ggr: Signed,
  players: z.int(),
});

export const opsReportGgr = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/reports/ggr',
  tag,
  staff: 'money.read',
  summary:
    'Gross gaming revenue of settled rounds by day, category, vendor or game (the largest first, but by day)',
  query: z.object({ ...DayRange, by: z._default(z.enum(GGR_BY), 'day') }),
  value: z.object({ rows: z.array(GgrRow), total: GgrRow }),
});

export const CashRow = /* @__PURE__ */ z.object({
  day: z.string(),
  deposits: Money,
  depositCount: z.int(),
  withdrawals: Money,
  withdrawalCount: z.int(),
  /** Deposits less withdrawals. */
  net: Signed,
});

export const opsReportCash = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/reports/cash',
  tag,
  staff: 'money.read',
  summary: 'Deposits paid and withdrawals paid out, by day',
  query: z.object(DayRange),
  value: z.object({ rows: z.array(CashRow), total: CashRow }),
});

export const AgentPayoutRow = /* @__PURE__ */ z.object({
  account: z.string(),
  payouts: z.int(),
  amount: Money,
});

export const opsReportAgentPayouts = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/reports/agent-payouts',
  tag,
  staff: 'money.read',
  summary:
    "Agents' contract payouts (dividends and salaries) credited in the range, the largest first",
  query: z.object(DayRange),
  value: z.object({ rows: z.array(AgentPayoutRow), total: Money }),
});

export const PlayerPnlRow = /* @__PURE__ */ z.object({
  account: z.string(),
  deposits: Money,
  withdrawals: Money,
  bets: Money,
  payouts: Money,
  /** The player's result of play: payouts less stakes (negative: the house won). */
  result: Signed,
});

export const opsReportPlayers = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/reports/players',
  tag,
  staff: 'money.read',
  summary:
    "Players' profit and loss in the range: the 1,000 with the largest results either way, the winners first",
  query: z.object(DayRange),
  value: z.object({ rows: z.array(PlayerPnlRow) }),
});
