import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call of the platform API, declared once and used by server, site and OpenAPI. */
export interface CallDef<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  V extends z.ZodType = z.ZodType,
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

type CallInput<Q extends z.ZodType, B extends z.ZodType, V extends z.ZodType> = Omit<
  CallDef<Q, B, V>,
  'token' | 'encrypted' | 'cached'
> &
  Partial<Pick<CallDef, 'token' | 'encrypted' | 'cached'>>;

export function defineCall<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  V extends z.ZodType = z.ZodType,
>(def: CallInput<Q, B, V>): CallDef<Q, B, V> {
  return { token: false, encrypted: false, cached: false, ...def };
}

export type QueryOf<C> = C extends CallDef<infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyOf<C> = C extends CallDef<z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type ValueOf<C> = C extends CallDef<z.ZodType, z.ZodType, infer V> ? z.output<V> : never;
