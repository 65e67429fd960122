import {
  type BodyOf,
  type CallDef,
  callUrl,
  encodeCallBody,
  getPublicKey,
  type QueryOf,
  readEnvelope,
  type ValueOf,
} from '@gamehall/contract';
import type { PayloadPublicKey } from './payload-crypto.ts';
import { useSession } from './session-store.ts';

/** A failed call, carrying the envelope's code (and details) so screens can react to it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfter?: number,
    /** The envelope's details, e.g. field issues of VALIDATION_FAILED or {captcha: true}. */
    readonly details?: unknown,
  ) {
    super(message);
  }
}

let tokenSource: () => string | null = () => useSession.getState().token;

/** The session feature tells the client where the token lives. */
export function setTokenSource(source: () => string | null) {
  tokenSource = source;
}

/** The server's payload key, fetched once; forgotten when an E call is refused. */
let payloadKey: Promise<PayloadPublicKey> | null = null;

/**
 * Encrypts any value with the server's key, as E call bodies are (free play's check).
 * The encryption loads with the first E call: a first visit to /index makes none.
 */
export async function encryptForServer(value: unknown) {
  payloadKey ??= call(getPublicKey);
  try {
    const { encryptPayload } = await import('./payload-crypto.ts');
    return await encryptPayload(value, await payloadKey);
  } catch (err) {
    payloadKey = null;
    throw err;
  }
}

/**
 * What a call takes: exactly its contract's query and body, so a misspelt or missing
 * field is a compile error, not a 400 at run time.
 */
export interface CallInput<C extends CallDef> {
  query?: QueryOf<C>;
  body?: BodyOf<C>;
}

/** Calls one contract declaration and unwraps the envelope, or throws ApiError. */
export async function call<C extends CallDef>(
  def: C,
  input: CallInput<C> = {},
  /** keepalive: the request outlives the page (a tab closing), as sendBeacon's would. */
  init: { signal?: AbortSignal; keepalive?: boolean } = {},
): Promise<ValueOf<C>> {
  const token = def.token ? tokenSource() : null;
  const plain =
    input.body !== undefined && def.encrypted ? await encryptForServer(input.body) : input.body;
  try {
    return await callWith(def, input.query, plain, token ? { token } : {}, init);
  } catch (err) {
    if (err instanceof ApiError) {
      // The server may have a new key (restart without PAYLOAD_PRIVATE_KEY): fetch it next time.
      if (def.encrypted && err.status === 400) payloadKey = null;
      // The token was revoked or expired: the session is over, everywhere in the site.
      if (token && err.status === 401 && tokenSource() === token) useSession.getState().clear();
    }
    throw err;
  }
}

/**
 * One request of a declaration with the caller's own headers (the site's token, the
 * console's bearer), unwrapped from its envelope, or an ApiError (status 0: no answer).
 */
export async function callWith<C extends CallDef>(
  def: C,
  query: QueryOf<C> | undefined,
  body: unknown,
  auth: Record<string, string>,
  init: { signal?: AbortSignal; keepalive?: boolean } = {},
): Promise<ValueOf<C>> {
  const headers: Record<string, string> = { accept: 'application/json', ...auth };
  const encoded = encodeCallBody(def, body);
  if (encoded.contentType) headers['content-type'] = encoded.contentType;
  let res: Response;
  try {
    res = await fetch(callUrl(def, query as Record<string, unknown>), {
      method: def.method,
      headers,
      body: encoded.body,
      signal: init.signal,
      keepalive: init.keepalive,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK', 'Network link is abnormal, please try again');
  }
  const answered = readEnvelope(def, await res.json().catch(() => null));
  if (answered.ok) return answered.value;
  const { code, message, retryAfter, details } = answered.error;
  throw new ApiError(res.status, code, message, retryAfter, details);
}
