import type { CallDef, ValueOf } from './define-call.ts';
import type { ErrorEnvelope } from './errors.ts';

/*
 * How a declared call travels, for every client of the API (the site, the operator CLI,
 * the server's tests and proofs): its address, its body and the envelope of its answer.
 * Each client keeps its own transport (fetch, app.inject) and its own E-body sealing.
 */

/**
 * The browser's and Node's URLSearchParams (the contract compiles without either's types,
 * so it declares the little it uses).
 */
declare class URLSearchParams {
  set(name: string, value: string): void;
  toString(): string;
}

/** Query values as the clients pass them; undefined and null are left out. */
export type QueryValues = Record<string, unknown>;

/** The address of a call: its path, and its query when it has one. */
export function callUrl(def: CallDef, query?: QueryValues): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(name, String(value));
  }
  const qs = params.toString();
  return qs ? `${def.path}?${qs}` : def.path;
}

/**
 * A call's body as it travels, with its content type: form-encoded for a `form` call,
 * JSON otherwise (an E call's body is sealed before it comes here).
 */
export function encodeCallBody(
  def: CallDef,
  body: unknown,
): { body?: string; contentType?: string } {
  if (body === undefined) return {};
  if (!def.form) return { body: JSON.stringify(body), contentType: 'application/json' };
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) params.set(name, String(value));
  }
  return { body: params.toString(), contentType: 'application/x-www-form-urlencoded' };
}

/** An answer read: the call's value, or its error envelope (a body that is none reads UNKNOWN). */
export type Answered<C extends CallDef> =
  | { ok: true; value: ValueOf<C> }
  | { ok: false; error: Omit<ErrorEnvelope, 'success'> };

export function readEnvelope<C extends CallDef>(_def: C, json: unknown): Answered<C> {
  const envelope = json as { success?: unknown; value?: unknown } | null;
  if (envelope && envelope.success === true)
    return { ok: true, value: envelope.value as ValueOf<C> };
  const error = (json ?? {}) as Partial<ErrorEnvelope>;
  return {
    ok: false,
    error: {
      code: error.code ?? 'UNKNOWN',
      message: error.message ?? 'Unknown error',
      ...(error.retryAfter !== undefined ? { retryAfter: error.retryAfter } : {}),
      ...(error.details !== undefined ? { details: error.details } : {}),
      ...(error.requestId !== undefined ? { requestId: error.requestId } : {}),
    },
  };
}
