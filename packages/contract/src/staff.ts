import * as z from 'zod/mini';
import { defineCall, PERMISSIONS, type Permission } from './define-call.ts';
import { text } from './fields.ts';
import { PageInfo, PageQuery, RangeQuery } from './paging.ts';

/**
 * The staff side (issue 19, decision 038): staff accounts with a role, login by password
 * and an authenticator code, and the operator audit. The console calls these, and the
 * CLI (with the service key) creates the first admin.
 */
const tag = 'staff';

export const STAFF_ROLES = ['admin', 'finance', 'risk', 'support', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Each role's permissions. Admin holds all; the others what their desk needs: finance the
 * money, risk the members and the audit, support the members and their messages, content
 * what players read and the catalogue.
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  finance: ['settings.read', 'members.read', 'money.read', 'money.write', 'system.read'],
  risk: [
    'settings.read',
    'members.read',
    'members.write',
    'kyc.review',
    'risk.read',
    'money.read',
    'audit.read',
  ],
  support: ['settings.read', 'members.read', 'members.write'],
  content: ['settings.read', 'content.write', 'games.write', 'promotions.write', 'results.write'],
};

export const permits = (role: StaffRole, permission: Permission) =>
  ROLE_PERMISSIONS[role].includes(permission);

/** A role's permissions in the contract's order (what the console is told it may do). */
export const permissionsOf = (role: StaffRole) => PERMISSIONS.filter((p) => permits(role, p));

const StaffAccount = /* @__PURE__ */ z
  .string()
  .check(z.regex(/^[A-Za-z0-9_.@-]{3,64}$/, '3 to 64 of A-Z a-z 0-9 _ . @ -'));
/** A staff password: 12 to 128 characters (staff hold the keys to the money). */
const StaffPassword = /* @__PURE__ */ text(128, 12);
/** An authenticator code (6 digits) or a recovery code (xxxx-xxxx-xxxx). */
const Code = /* @__PURE__ */ z
  .string()
  .check(
    z.regex(/^(\d{6}|[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4})$/, 'six digits, or a recovery code'),
  );

export const StaffView = /* @__PURE__ */ z.object({
  id: z.int(),
  account: z.string(),
  role: z.enum(STAFF_ROLES),
  disabled: z.boolean(),
  /** The authenticator is set up (the first login enrols it). */
  enrolled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.nullable(z.string()),
});

export const opsStaffLogin = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/staff/login',
  tag,
  staff: 'anyone',
  summary:
    "A staff login's first step, account and password: answers a challenge for the authenticator step, and on the first login the secret to enrol (a QR's otpauth address)",
  body: z.strictObject({ account: StaffAccount, password: text(128, 1) }),
  value: z.object({
    challenge: z.string(),
    /** The secret, its otpauth address, and that address drawn as a QR code (SVG). */
    enrol: z.nullable(z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() })),
  }),
});

export const opsStaffVerify = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/staff/login/verify',
  tag,
  staff: 'anyone',
  summary:
    "A staff login's second step: the authenticator's code (or a recovery code) for the challenge; answers the session token, and on enrolment the recovery codes, once",
  body: z.strictObject({ challenge: text(128, 16), code: Code }),
  value: z.object({
    token: z.string(),
    staff: StaffView,
    permissions: z.array(z.enum(PERMISSIONS)),
    /** Shown once, at enrolment: each logs in once without the authenticator. */
    recoveryCodes: z.nullable(z.array(z.string())),
  }),
});

export const opsStaffMe = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/staff/me',
  tag,
  staff: 'signed-in',
  summary: 'The signed-in staff member and what their role may do',
  query: z.object({}),
  value: z.object({ staff: StaffView, permissions: z.array(z.enum(PERMISSIONS)) }),
});

export const opsStaffLogout = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/staff/logout',
  tag,
  staff: 'signed-in',
  summary: "Ends the staff member's session",
  body: z.strictObject({}),
  value: z.object({ ended: z.boolean() }),
});

export const opsCreateStaff = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/staff',
  tag,
  staff: 'staff.manage',
  summary:
    'A staff account with a role; without a password one is generated and answered once. The first login enrols the authenticator',
  body: z.strictObject({
    account: StaffAccount,
    role: z.enum(STAFF_ROLES),
    password: z.optional(StaffPassword),
  }),
  value: z.object({ staff: StaffView, password: z.nullable(z.string()) }),
});

export const opsListStaff = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/staff',
  tag,
  staff: 'staff.manage',
  summary: 'Every staff account, oldest first',
  query: z.object({}),
  value: z.object({ staff: z.array(StaffView) }),
});

export const opsUpdateStaff = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/staff/update',
  tag,
  staff: 'staff.manage',
  summary:
    "Changes a staff account's role, disables or enables it, or resets its authenticator (enrolled again at the next login); its sessions end",
  body: z.strictObject({
    account: StaffAccount,
    role: z.optional(z.enum(STAFF_ROLES)),
    disabled: z.optional(z.boolean()),
    resetAuthenticator: z.optional(z.boolean()),
  }),
  value: z.object({ staff: StaffView }),
});

export const AuditEntry = /* @__PURE__ */ z.object({
  id: z.int(),
  at: z.string(),
  /** The staff member, 'service key' for the CLI's key, or null when nobody was recognised. */
  who: z.nullable(z.string()),
  action: z.string(),
  outcome: z.string(),
  ip: z.string(),
  payload: z.unknown(),
  before: z.unknown(),
  after: z.unknown(),
});

export const opsSearchAudit = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/audit',
  tag,
  staff: 'audit.read',
  summary:
    'The operator audit, newest first: by who, by words of the action, by outcome, within a range',
  query: z.object({
    who: z.optional(text(64, 1)),
    action: z.optional(text(100, 1)),
    outcome: z.optional(z.enum(['ok', 'refused'])),
    ...RangeQuery,
    ...PageQuery,
  }),
  value: z.object({ entries: z.array(AuditEntry), ...PageInfo }),
});
