import type { $ZodType, input, output } from 'zod/v4/core';

/**
 * Any zod schema. The contract is written with `zod/mini` (tree-shakable: the site ships
 * a few KB of it instead of ~27 KB); the server's validator works on the shared core.
 */
export type Schema = $ZodType;

/** What a staff role may do; each /ops call names one (staff.ts lists the roles' sets). */
export const PERMISSIONS = [
  'settings.read',
  'settings.write',
  'members.read',
  'members.write',
  /** KYC documents: see and review them (risk; decision 040). */
  'kyc.review',
  /** The risk view: shared addresses, big wins, fast deposit-withdraw cycles. */
  'risk.read',
  'money.read',
  'money.write',
  'content.write',
  'games.write',
  'games.secrets',
  'results.write',
  'agents.write',
  'promotions.write',
  'system.read',
  'audit.read',
  'staff.manage',
  'dev.tools',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** A call's staff access: a permission, any signed-in staff member, or anyone (login). */
export type StaffAccess = Permission | 'signed-in' | 'anyone';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call of the platform API, declared once and used by server, site and OpenAPI. */
export interface CallDef<
  Q extends Schema = Schema,
  B extends Schema = Schema,
  V extends Schema = Schema,
> {
  method: HttpMethod;
  path: string;
  /** Product §7 "T": a session token is required. */
  token: boolean;
  /** Product §7 "E": the body must arrive encrypted. */
  encrypted: boolean;
  /** The site may keep the answer in sessionStorage (product §7 "cached"). */
  cached: boolean;
  /**
   * A real-money or real-account action: a trial account (type 4) is refused with 403
   * TRIAL_ACCOUNT (product §4/§6). Implies `token`.
   */
  refuseTrial: boolean;
  /** Only agents (types 1, 2, 41, 42) may call it: others get 403 NOT_AGENT. Implies `token`. */
  agentOnly: boolean;
  /** The body arrives form-encoded (application/x-www-form-urlencoded) instead of JSON. */
  form: boolean;
  /**
   * An operator call (/ops/…): who of the staff may make it (decision 038) — a permission
   * their role must hold, any signed-in staff member, or anyone (the console's login steps).
   * The service key of the CLI may make every one.
   */
  staff?: StaffAccess;
  tag: string;
  summary: string;
  query?: Q;
  body?: B;
  value: V;
}

type CallInput<Q extends Schema, B extends Schema, V extends Schema> = Omit<
  CallDef<Q, B, V>,
  Flag
> &
  Partial<Pick<CallDef, Flag>>;

type Flag = 'token' | 'encrypted' | 'cached' | 'refuseTrial' | 'agentOnly' | 'form';

export function defineCall<
  Q extends Schema = Schema,
  B extends Schema = Schema,
  V extends Schema = Schema,
>(def: CallInput<Q, B, V>): CallDef<Q, B, V> {
  const refuseTrial = def.refuseTrial === true || def.agentOnly === true;
  return {
    encrypted: false,
    cached: false,
    agentOnly: false,
    form: false,
    ...def,
    refuseTrial,
    token: def.token === true || refuseTrial,
  };
}

export type QueryOf<C> = C extends CallDef<infer Q, Schema, Schema> ? input<Q> : never;
/** The query a handler receives: parsed, defaults applied. */
export type ParsedQueryOf<C> = C extends CallDef<infer Q, Schema, Schema> ? output<Q> : never;
export type BodyOf<C> = C extends CallDef<Schema, infer B, Schema> ? input<B> : never;
/** A call's body as the server has it after validation (defaults filled in). */
export type ParsedBodyOf<C> = C extends CallDef<Schema, infer B, Schema> ? output<B> : never;
export type { input, output };
export type ValueOf<C> = C extends CallDef<Schema, Schema, infer V> ? output<V> : never;
