import {
  type CallDef,
  type ErrorEnvelope,
  getPublicKey,
  type QueryOf,
  type ValueOf,
} from '@gamehall/contract';
import { encryptPayload, type PayloadPublicKey } from './payload-crypto.ts';

/** A failed call, carrying the envelope's code so screens can react to it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

let tokenSource: () => string | null = () => sessionStorage.getItem('token');

/** The session feature tells the client where the token lives. */
export function setTokenSource(source: () => string | null) {
  tokenSource = source;
}

function buildUrl(path: string, query: Record<string, unknown> | undefined) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null) params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The server's payload key, fetched once; forgotten when an E call is refused. */
let payloadKey: Promise<PayloadPublicKey> | null = null;

async function encryptedBody(body: unknown) {
  payloadKey ??= call(getPublicKey);
  try {
    return await encryptPayload(body, await payloadKey);
  } catch (err) {
    payloadKey = null;
    throw err;
  }
}

/** Calls one contract declaration and unwraps the envelope, or throws ApiError. */
export async function call<C extends CallDef>(
  def: C,
  input: { query?: QueryOf<C>; body?: unknown } = {},
  init: { signal?: AbortSignal } = {},
): Promise<ValueOf<C>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = def.token ? tokenSource() : null;
  if (token) headers.token = token;
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  const body =
    input.body !== undefined && def.encrypted ? await encryptedBody(input.body) : input.body;
  let res: Response;
  try {
    res = await fetch(buildUrl(def.path, input.query as Record<string, unknown>), {
      method: def.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: init.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK', 'Network link is abnormal, please try again');
  }
  const payload = (await res.json().catch(() => null)) as
    | { success: true; value: ValueOf<C> }
    | ErrorEnvelope
    | null;
  if (payload && payload.success === true) return payload.value;
  // The server may have a new key (restart without PAYLOAD_PRIVATE_KEY): fetch it next time.
  if (def.encrypted && res.status === 400) payloadKey = null;
  throw new ApiError(
    res.status,
    payload?.code ?? 'UNKNOWN',
    payload?.message ?? 'Unknown error',
    payload && 'retryAfter' in payload ? payload.retryAfter : undefined,
  );
}
