import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';
import { text } from './fields.ts';
import { Money } from './money.ts';
import { countQuery, PageInfo, PageQuery, RangeQuery } from './paging.ts';
import { TX_TYPES } from './records.ts';

/*
 * The console's reading calls (issue 19): the day's figures on the dashboard, and members —
 * found, looked at, noted, logged out, their password reset. Each declares the permission
 * its data needs.
 */

const tag = 'ops';

/** A signed amount (a house result or a net change can be negative). */
const Signed = /* @__PURE__ */ z.number();

export const DayFigures = /* @__PURE__ */ z.object({
  /** The brand's calendar day, YYYY-MM-DD. */
  day: z.string(),
  deposits: Money,
  depositCount: z.int(),
  withdrawals: Money,
  withdrawalCount: z.int(),
  /** Stakes taken. */
  bets: Money,
  betCount: z.int(),
  /** Wins, refunds and jackpots paid back. */
  payouts: Money,
  /** Gross gaming revenue: stakes less what was paid back. */
  ggr: Signed,
  newPlayers: z.int(),
  /** Players who staked at least once that day. */
  activePlayers: z.int(),
});
export type DayFigures = z.infer<typeof DayFigures>;

export const opsDashboard = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/dashboard',
  tag,
  staff: 'money.read',
  summary:
    "Today's figures (deposits, withdrawals, bets, GGR, new and active players) and each of the last days', by the brand's day",
  query: z.object({ days: countQuery(90, 14) }),
  value: z.object({
    timeZone: z.string(),
    today: DayFigures,
    /** Oldest first, today last. */
    days: z.array(DayFigures),
  }),
});

export const MEMBER_SEARCH_BY = ['account', 'mobile', 'email', 'ip'] as const;

export const MemberRowView = /* @__PURE__ */ z.object({
  account: z.string(),
  type: z.int(),
  /** 0: active; otherwise locked. */
  status: z.int(),
  mobile: z.nullable(z.string()),
  email: z.nullable(z.string()),
  createdAt: z.string(),
  lastLoginAt: z.nullable(z.string()),
  balance: Money,
});

export const opsSearchMembers = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/members/search',
  tag,
  staff: 'members.read',
  summary:
    'Members by account (its beginning), mobile, e-mail or an IP they logged in from, newest first',
  query: z.object({
    by: z._default(z.enum(MEMBER_SEARCH_BY), 'account'),
    q: text(64, 1),
    ...PageQuery,
  }),
  value: z.object({ members: z.array(MemberRowView), ...PageInfo }),
});

const Account = /* @__PURE__ */ text(64, 1);

export const MemberNote = /* @__PURE__ */ z.object({
  at: z.string(),
  staff: z.string(),
  text: z.string(),
});

export const opsMemberDetail = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/members/detail',
  tag,
  staff: 'members.read',
  summary:
    "A member's profile, wallets, sessions, latest logins and staff notes (the ledger and bets are pages of their own)",
  query: z.object({ account: Account }),
  value: z.object({
    member: z.extend(MemberRowView, {
      id: z.int(),
      nickname: z.nullable(z.string()),
      upline: z.nullable(z.string()),
      rankLevel: z.int(),
      passwordIsDefault: z.boolean(),
    }),
    wallets: z.array(z.object({ wallet: z.string(), balance: Money })),
    sessions: z.array(
      z.object({
        startedAt: z.string(),
        endsAt: z.string(),
        live: z.boolean(),
        ip: z.nullable(z.string()),
        userAgent: z.nullable(z.string()),
      }),
    ),
    logins: z.array(
      z.object({
        at: z.string(),
        event: z.string(),
        ip: z.nullable(z.string()),
        userAgent: z.nullable(z.string()),
      }),
    ),
    notes: z.array(MemberNote),
  }),
});

export const opsMemberLedger = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/members/ledger',
  tag,
  staff: 'money.read',
  summary: "A member's ledger entries, newest first, by type and range",
  query: z.object({
    account: Account,
    type: z.optional(z.enum(TX_TYPES)),
    ...RangeQuery,
    ...PageQuery,
  }),
  value: z.object({
    entries: z.array(
      z.object({
        at: z.string(),
        type: z.enum(TX_TYPES),
        wallet: z.string(),
        amount: Signed,
        balanceAfter: Money,
        reference: z.nullable(z.string()),
        remark: z.nullable(z.string()),
      }),
    ),
    ...PageInfo,
  }),
});

export const opsMemberBets = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/members/bets',
  tag,
  staff: 'members.read',
  summary: "A member's game rounds, newest first, within a range",
  query: z.object({ account: Account, ...RangeQuery, ...PageQuery }),
  value: z.object({
    bets: z.array(
      z.object({
        at: z.string(),
        vendor: z.string(),
        gameCode: z.string(),
        roundId: z.string(),
        stake: Money,
        win: Money,
        status: z.string(),
      }),
    ),
    ...PageInfo,
  }),
});

export const opsAddMemberNote = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/members/note',
  tag,
  staff: 'members.write',
  summary: 'A staff note on a member, kept with who wrote it and when',
  body: z.strictObject({ account: Account, text: text(1000, 1) }),
  value: z.object({ notes: z.array(MemberNote) }),
});

export const opsForceLogout = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/members/logout',
  tag,
  staff: 'members.write',
  summary: 'Ends every session of a member and forgets their remembered devices',
  body: z.strictObject({ account: Account }),
  value: z.object({ sessionsEnded: z.int() }),
});

export const opsResetMemberPassword = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/members/reset-password',
  tag,
  staff: 'members.write',
  summary:
    'Gives a member a new password, answered once, which they must change at the next login; their sessions end',
  body: z.strictObject({ account: Account }),
  value: z.object({ password: z.string(), sessionsEnded: z.int() }),
});

const RiskQuery = {
  /** How far back to look, in days. */
  days: countQuery(90, 7),
  ...PageQuery,
};

export const opsRiskSharedIps = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/risk/shared-ips',
  tag,
  staff: 'risk.read',
  summary:
    'Addresses more than one account logged in from within the last days, the most accounts first',
  query: z.object(RiskQuery),
  value: z.object({
    groups: z.array(
      z.object({ ip: z.string(), accounts: z.array(z.string()), lastSeen: z.string() }),
    ),
    ...PageInfo,
  }),
});

export const opsRiskBigWins = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/risk/big-wins',
  tag,
  staff: 'risk.read',
  summary:
    'Rounds settled within the last days that paid at least a sum or a multiple of their stake, the largest first',
  query: z.object({
    ...RiskQuery,
    minWin: z._default(z.coerce.number().check(z.minimum(0)), 1000),
    minMultiple: z._default(z.coerce.number().check(z.minimum(1)), 100),
  }),
  value: z.object({
    wins: z.array(
      z.object({
        account: z.string(),
        vendor: z.string(),
        gameCode: z.string(),
        roundId: z.string(),
        stake: Money,
        win: Money,
        multiple: z.number(),
        at: z.string(),
      }),
    ),
    ...PageInfo,
  }),
});

export const opsRiskFastCycles = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/risk/fast-cycles',
  tag,
  staff: 'risk.read',
  summary:
    'Withdrawals asked soon after a deposit with little staked between (money passed through), the latest first',
  query: z.object({
    ...RiskQuery,
    /** A withdrawal within this many hours of the deposit. */
    withinHours: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(168)), 24),
  }),
  value: z.object({
    cycles: z.array(
      z.object({
        account: z.string(),
        depositAt: z.string(),
        deposit: Money,
        withdrawalAt: z.string(),
        withdrawal: Money,
        /** Stakes between the deposit and the withdrawal. */
        staked: Money,
      }),
    ),
    ...PageInfo,
  }),
});
