import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';
import { Amount, Money } from './money.ts';
import { PageInfo, PageQuery } from './paging.ts';

/*
 * Player protection (issue 19, decision 039): money limits per day, week and month, a
 * session time limit with reality checks, cool-off and self-exclusion. The player sets them
 * in the security centre, staff in the console; the server enforces them at login, deposit,
 * game launch and every bet. A file of its own so the site's first load does not carry it.
 */

const tag = 'protection';

/** What a money limit counts: deposits credited, stakes placed, or stakes less wins. */
export const LIMIT_KINDS = ['DEPOSIT', 'LOSS', 'WAGER'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** The brand's day, its week from Monday, its calendar month. */
export const LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** A limit loosened (raised or removed) takes effect this long after it is asked for. */
export const LOOSEN_DELAY_HOURS = 24;

/** A cool-off's lengths in hours: 24 h, 72 h, one, two, four and six weeks. */
export const COOL_OFF_HOURS = [24, 72, 168, 336, 672, 1008] as const;

/** A self-exclusion's lengths in months; null is permanent. */
export const SELF_EXCLUSION_MONTHS = [6, 12, 24, 60] as const;

/** Reality-check intervals a player may pick, in minutes. */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;

/** A session time limit, in minutes: ten minutes to a day. */
export const SessionMinutes = /* @__PURE__ */ z.int().check(z.minimum(10), z.maximum(1440));

export const EXCLUSION_KINDS = ['COOL_OFF', 'SELF_EXCLUSION'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

/** A loosening waiting its 24 hours: the value it brings (null: none) and when. */
const Pending = <T extends z.ZodMiniType>(value: T) =>
  z.nullable(z.object({ value: z.nullable(value), from: z.string() }));

export const MoneyLimit = /* @__PURE__ */ z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  /** The limit in force; null when there is none. */
  amount: z.nullable(Money),
  /** What the period counted so far (deposits, stakes, or net loss, never below 0). */
  used: Money,
  /** When the period ends (the next period's start). */
  resetsAt: z.string(),
  pending: Pending(Money),
});
export type MoneyLimit = z.infer<typeof MoneyLimit>;

export const Exclusion = /* @__PURE__ */ z.object({
  kind: z.enum(EXCLUSION_KINDS),
  since: z.string(),
  /** Null: permanent. */
  until: z.nullable(z.string()),
});

export const Protection = /* @__PURE__ */ z.object({
  /** Every kind × period, in the order of LIMIT_KINDS then LIMIT_PERIODS. */
  limits: z.array(MoneyLimit),
  sessionMinutes: z.nullable(z.int()),
  sessionPending: Pending(z.int()),
  realityCheckMinutes: z.nullable(z.int()),
  exclusion: z.nullable(Exclusion),
});
export type Protection = z.infer<typeof Protection>;

/** One change a player (or staff for them) makes. */
export const ProtectionChange = /* @__PURE__ */ z.discriminatedUnion('what', [
  z.strictObject({
    what: z.literal('limit'),
    kind: z.enum(LIMIT_KINDS),
    period: z.enum(LIMIT_PERIODS),
    /** Null removes the limit (after the 24-hour wait, as any loosening). */
    amount: z.nullable(Amount),
  }),
  z.strictObject({
    what: z.literal('session'),
    /** Null: no session time limit (after the wait, when one was set). */
    sessionMinutes: z.nullable(SessionMinutes),
    /** Null: no reality checks. Changed at once. */
    realityCheckMinutes: z.nullable(z.union(REALITY_CHECK_MINUTES.map((m) => z.literal(m)))),
  }),
  z.strictObject({
    what: z.literal('cool-off'),
    hours: z.union(COOL_OFF_HOURS.map((h) => z.literal(h))),
  }),
  z.strictObject({
    what: z.literal('self-exclusion'),
    /** Null: permanent. */
    months: z.nullable(z.union(SELF_EXCLUSION_MONTHS.map((m) => z.literal(m)))),
  }),
]);
export type ProtectionChange = z.infer<typeof ProtectionChange>;

export const getProtection = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/member/protection',
  tag,
  refuseTrial: true,
  summary:
    "The player's limits with what each period used so far, pending loosenings, the session limit and reality-check interval",
  query: z.object({}),
  value: Protection,
});

export const changeProtection = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/member/protection',
  tag,
  refuseTrial: true,
  summary:
    'Sets a limit (tighter at once, looser after 24 hours), the session limit and reality checks, or starts a cool-off or self-exclusion (every session ends; only a longer one may follow)',
  body: ProtectionChange,
  value: Protection,
});

export const getRealityCheck = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/member/protection/reality-check',
  tag,
  token: true,
  summary:
    "This session's time played and net result of its bets and wins, the reality-check interval, and when a session limit ends it",
  query: z.object({}),
  value: z.object({
    startedAt: z.string(),
    /** Wins and refunds less stakes since the session began (negative: a loss). */
    net: z.number(),
    everyMinutes: z.nullable(z.int()),
    /** The session's end by the player's session limit; null when there is none. */
    limitEndsAt: z.nullable(z.string()),
  }),
});

const MemberAccount = /* @__PURE__ */ z.string().check(z.minLength(1), z.maxLength(64));

export const opsMemberProtection = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/protection/member',
  tag,
  staff: 'members.read',
  summary: "A player's limits, session limit and exclusion, by account",
  query: z.object({ account: MemberAccount }),
  value: z.object({ account: z.string(), protection: Protection }),
});

export const opsChangeProtection = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/protection/member',
  tag,
  staff: 'members.write',
  summary:
    "Changes a player's protection for them, under the player's own rules (a loosening waits 24 hours, an exclusion is never shortened); audited",
  body: z.strictObject({ account: MemberAccount, change: ProtectionChange }),
  value: z.object({ account: z.string(), protection: Protection }),
});

export const ProtectedPlayer = /* @__PURE__ */ z.object({
  account: z.string(),
  /** The limits in force, e.g. DEPOSIT/DAY 100.00. */
  limits: z.array(
    z.object({ kind: z.enum(LIMIT_KINDS), period: z.enum(LIMIT_PERIODS), amount: Money }),
  ),
  sessionMinutes: z.nullable(z.int()),
  exclusion: z.nullable(Exclusion),
  updatedAt: z.string(),
});

export const opsListProtection = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/protection',
  tag,
  staff: 'members.read',
  summary:
    'The report of players with limits or exclusions, last changed first: all, those excluded now, or those with limits',
  query: z.object({
    show: z.optional(z.enum(['all', 'excluded', 'limited'])),
    ...PageQuery,
  }),
  value: z.object({ players: z.array(ProtectedPlayer), ...PageInfo }),
});
