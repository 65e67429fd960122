import type { $ZodType, input, output } from 'zod/v4/core';

/**
 * Any zod schema. The contract is written with `zod/mini` (tree-shakable: the site ships
 * a few KB of it instead of ~27 KB); the server's validator works on the shared core.
 */
export type Schema = $ZodType;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call of the platform API, declared once and used by server, site and OpenAPI. */
export interface CallDef<
  Q extends Schema = Schema,
  B extends Schema = Schema,
  V extends Schema = Schema,
> {
  method: HttpMethod;
  path: string;
  /** Spec §7 "T": a session token is required. */
  token: boolean;
  /** Spec §7 "E": the body must arrive encrypted. */
  encrypted: boolean;
  /** The site may keep the answer in sessionStorage (spec §7 "cached"). */
  cached: boolean;
  tag: string;
  summary: string;
  query?: Q;
  body?: B;
  value: V;
}

type CallInput<Q extends Schema, B extends Schema, V extends Schema> = Omit<
  CallDef<Q, B, V>,
  'token' | 'encrypted' | 'cached'
> &
  Partial<Pick<CallDef, 'token' | 'encrypted' | 'cached'>>;

export function defineCall<
  Q extends Schema = Schema,
  B extends Schema = Schema,
  V extends Schema = Schema,
>(def: CallInput<Q, B, V>): CallDef<Q, B, V> {
  return { token: false, encrypted: false, cached: false, ...def };
}

export type QueryOf<C> = C extends CallDef<infer Q, Schema, Schema> ? input<Q> : never;
export type BodyOf<C> = C extends CallDef<Schema, infer B, Schema> ? input<B> : never;
export type { input, output };
export type ValueOf<C> = C extends CallDef<Schema, Schema, infer V> ? output<V> : never;
