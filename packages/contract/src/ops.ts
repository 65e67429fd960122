import * as z from 'zod/mini';
import { CONTRACT_KINDS, Contract, ContractTerms } from './agent.ts';
import { defineCall, type output } from './define-call.ts';
import { CaptchaKey, text } from './fields.ts';

/**
 * The operator API (bearer OPERATOR_KEY), called by `npm run operator` and, later, the
 * operator console — never by the player site.
 */
const tag = 'ops';

export const MaintenanceState = /* @__PURE__ */ z.object({
  on: z.boolean(),
  end: z.nullable(z.string()),
  /** Whether players see maintenance now: on, and the end (if any) not yet passed. */
  active: z.boolean(),
});

export const RegionState = /* @__PURE__ */ z.object({
  blockedCountries: z.array(z.string()),
  blockedCidrs: z.array(z.string()),
});

export const opsShowSettings = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/settings',
  tag,
  staff: 'settings.read',
  summary: 'Every setting as players are served it, plus the live maintenance state',
  query: z.object({}),
  value: z.object({
    keyId: z.string(),
    maintenance: MaintenanceState,
    regionRestriction: RegionState,
    settings: z.record(z.string(), z.unknown()),
  }),
});

export const MaintenanceChange = /* @__PURE__ */ z.strictObject({
  on: z.boolean(),
  until: z.optional(z.nullable(z.iso.datetime({ offset: true }))),
});
export type MaintenanceChange = output<typeof MaintenanceChange>;

export const opsSetMaintenance = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/maintenance',
  tag,
  staff: 'settings.write',
  summary: 'Turn maintenance on (optionally until an ISO instant) or off',
  body: MaintenanceChange,
  value: z.object({ maintenance: MaintenanceState }),
});

export const RegionChange = z
  .strictObject({
    countries: z._default(
      z
        .array(z.string().check(z.regex(/^[A-Za-z]{2}$/, 'a two-letter ISO country code')))
        .check(z.maxLength(300)),
      [],
    ),
    cidrs: z._default(z.array(z.string().check(z.maxLength(64))).check(z.maxLength(1000)), []),
  })
  .check(
    z.refine((b) => b.countries.length + b.cidrs.length > 0, 'name at least one country or range'),
  );
export type RegionChange = output<typeof RegionChange>;

export const opsBlockRegion = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/region/block',
  tag,
  staff: 'settings.write',
  summary: 'Block countries (ISO alpha-2) and/or IP ranges (CIDR, IPv4 or IPv6)',
  body: RegionChange,
  value: z.object({ regionRestriction: RegionState }),
});

export const opsUnblockRegion = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/region/unblock',
  tag,
  staff: 'settings.write',
  summary: 'Lift blocks on countries and/or IP ranges',
  body: RegionChange,
  value: z.object({ regionRestriction: RegionState }),
});

export const opsReloadBrand = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/brand/reload',
  tag,
  staff: 'settings.write',
  summary: 'Re-read the brand file into the settings (maintenance and region blocks stay)',
  value: z.object({ reloaded: z.array(z.string()), kept: z.array(z.string()) }),
});

export const OutboxMessage = /* @__PURE__ */ z.object({
  id: z.int(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.nullable(z.string()),
  body: z.string(),
  createdAt: z.string(),
});

export const opsListOutbox = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/outbox',
  tag,
  staff: 'dev.tools',
  summary: 'Messages the development SMS / e-mail outbox holds, newest first',
  query: z.object({
    recipient: z.optional(z.string().check(z.maxLength(254))),
    limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200)), 20),
  }),
  value: z.object({ messages: z.array(OutboxMessage) }),
});

export const OperatorAlert = /* @__PURE__ */ z.object({
  /** e.g. SMS_QUOTA: the site's SMS for the hour are spent (accounts.smsPerHour). */
  kind: z.string(),
  message: z.string(),
  /** How often it happened in the hour the row stands for. */
  count: z.int(),
  firstAt: z.string(),
  lastAt: z.string(),
});

export const opsListAlerts = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/alerts',
  tag,
  staff: 'system.read',
  summary: 'What the operator must look at (one row per kind and hour), newest first',
  query: z.object({
    limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200)), 20),
  }),
  value: z.object({ alerts: z.array(OperatorAlert) }),
});

export const BackgroundJob = /* @__PURE__ */ z.object({
  name: z.string(),
  summary: z.string(),
  schedule: z.string(),
  /** leader: one instance at a time makes each run; every-instance: safe anywhere (why). */
  placement: z.enum(['leader', 'every-instance']),
  why: z.nullable(z.string()),
  /** Started on the instance that answers (tests switch some off). */
  running: z.boolean(),
  runs: z.number(),
  /** Runs another instance was making (leader jobs). */
  skipped: z.number(),
  lastRunAt: z.nullable(z.string()),
  lastChanged: z.nullable(z.number()),
  lastError: z.nullable(z.string()),
});

export const opsListJobs = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/jobs',
  tag,
  staff: 'system.read',
  summary: "The server's background jobs, with what the answering instance saw of their runs",
  query: z.object({}),
  value: z.object({ jobs: z.array(BackgroundJob) }),
});

/** Account types an operator may make: 0 player; 1, 2, 41, 42 agents. */
export const OPS_MEMBER_TYPES = [0, 1, 2, 41, 42] as const;

export const NewMemberByOperator = /* @__PURE__ */ z.strictObject({
  account: z.string().check(z.regex(/^[A-Za-z0-9_.@-]{3,64}$/, '3 to 64 of A-Z a-z 0-9 _ . @ -')),
  type: z._default(
    z
      .int()
      .check(
        z.refine(
          (t) => (OPS_MEMBER_TYPES as readonly number[]).includes(t),
          'one of 0, 1, 2, 41, 42',
        ),
      ),
    0,
  ),
  /** Without one, the brand's default password: the first login must change it. */
  password: z.optional(z.string().check(z.minLength(6), z.maxLength(64))),
  /** Agents: their own invitation code. */
  affiliateCode: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9]{4,32}$/, '4 to 32 letters or digits')),
  ),
  /** The invitation code of the agent the new account sits under. */
  upline: z.optional(z.string().check(z.maxLength(64))),
  mobile: z.optional(z.string().check(z.regex(/^\d{4,20}$/, 'digits only'))),
  countryDialingCode: z.optional(
    z.string().check(z.regex(/^\+?\d{1,4}$/, 'a dialing code such as +52')),
  ),
  email: z.optional(z.string().check(z.maxLength(254), z.email())),
});
export type NewMemberByOperator = output<typeof NewMemberByOperator>;

export const opsCreateMember = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/members',
  tag,
  staff: 'members.write',
  summary: 'Create a player or agent account (default password unless one is given)',
  body: NewMemberByOperator,
  value: z.object({
    id: z.int(),
    account: z.string(),
    type: z.int(),
    passwordIsDefault: z.boolean(),
  }),
});

/**
 * The house's contract with a top agent (one with no upline): replaces its live contract of
 * that type, if any, and ends the offers below it that would now pay more (product §4).
 */
export const opsSetHouseContract = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/agents/contract',
  tag,
  staff: 'agents.write',
  summary: "Set the house's contract of a type with a top agent",
  body: z.strictObject({
    account: text(64, 1),
    kind: z.enum(CONTRACT_KINDS),
    terms: ContractTerms,
  }),
  value: Contract,
});

export const opsSetMemberLock = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/members/lock',
  tag,
  staff: 'members.write',
  summary:
    'Lock (freeze) or unlock an account; locking ends its site sessions and, with them, its games and vendor wallet sessions',
  body: z.strictObject({
    account: z.string().check(z.regex(/^[A-Za-z0-9_.@-]{3,64}$/, '3 to 64 of A-Z a-z 0-9 _ . @ -')),
    locked: z.boolean(),
  }),
  value: z.object({ account: z.string(), locked: z.boolean(), sessionsEnded: z.int() }),
});

/** A notice's text in one content language. */
export const NoticeText = /* @__PURE__ */ z.strictObject({
  title: text(200, 1),
  content: text(20_000, 1),
});

export const opsPublishNotice = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/notices',
  tag,
  staff: 'content.write',
  summary:
    'Publish a notice: PL for players, PU popup, PR promotion, H home, AG for agents (the agent centre); ' +
    'its title and HTML in English and any other content languages, an optional window',
  body: z.strictObject({
    type: z.enum(['PL', 'PU', 'PR', 'H', 'AG']),
    text: NoticeText,
    translations: z._default(z.record(z.string().check(z.regex(/^[A-Z]{2}$/)), NoticeText), {}),
    startsAt: z.optional(z.iso.datetime({ offset: true })),
    endsAt: z.optional(z.iso.datetime({ offset: true })),
  }),
  value: z.object({ id: z.int() }),
});

export const opsSettleContracts = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/agents/settle',
  tag,
  staff: 'dev.tools',
  summary:
    'Development only: settle every contract period that will have ended by `until`, as the ' +
    'settlement job then would (a period settled early takes no later bets), so end-to-end ' +
    'tests and an operator trying the site see payouts at once. Refused in production mode.',
  body: z.strictObject({ until: z.iso.datetime({ offset: true }) }),
  value: z.object({ payouts: z.int() }),
});

export const opsPeekCaptcha = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/captcha',
  tag,
  staff: 'dev.tools',
  summary:
    'Development only: the answer of the live image captcha of `key`, so end-to-end tests ' +
    'and an operator trying the site can pass it. Refused in production mode.',
  query: z.object({ key: CaptchaKey }),
  value: z.object({ answer: z.string() }),
});
