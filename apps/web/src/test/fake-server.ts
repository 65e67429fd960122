import { generateKeyPairSync } from 'node:crypto';
import {
  type BodyOf,
  type CallDef,
  type ErrorCode,
  getPublicKey,
  PAYLOAD_ENC,
  type ValueOf,
} from '@gamehall/contract';
import type { DataTag, QueryClient, QueryKey } from '@tanstack/react-query';
import { vi } from 'vitest';

/*
 * The server at the fetch boundary for component tests, keyed by the contract's call
 * declarations: an answer must have the call's value type, so a fixture cannot drift from
 * the contract and stay green. What the page sends is kept per call, parsed.
 */

/** An error envelope the fake server answers with (the contract's codes only). */
export interface Failure {
  failure: { status: number; code: ErrorCode; message: string; details?: unknown };
}

export const failure = (
  status: number,
  code: ErrorCode,
  message: string = code,
  details?: unknown,
): Failure => ({ failure: { status, code, message, details } });

/** One request the page sent, as the fake server read it. */
export interface SentRequest<C extends CallDef> {
  /** The JSON (or form) body; an encrypted (E) call's body arrives sealed and reads undefined. */
  body: BodyOf<C> | undefined;
  query: URLSearchParams;
  headers: Headers;
}

type Reply<C extends CallDef> = ValueOf<C> | Failure;
/** A value, or a function of the request and its number (1 for the first). A rejection is a network error. */
type Handler<C extends CallDef> =
  | Reply<C>
  | ((request: SentRequest<C>, nth: number) => Reply<C> | Promise<Reply<C>>);

export interface Answer {
  call: CallDef;
  handler: Handler<CallDef>;
}

/** How the fake server answers `call`. */
export const answer = <C extends CallDef>(call: C, handler: Handler<C>): Answer => ({
  call,
  handler: handler as Handler<CallDef>,
});

const envelope = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function readBody(init: RequestInit | undefined, headers: Headers): unknown {
  if (typeof init?.body !== 'string') return undefined;
  if (headers.get('content-type')?.includes('x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(init.body));
  }
  const parsed = JSON.parse(init.body) as unknown;
  // An E call's body is the sealed envelope, not the call's body.
  return parsed && typeof parsed === 'object' && 'enc' in parsed && 'kid' in parsed
    ? undefined
    : parsed;
}

/**
 * Answers the page's calls with `answers` until the test ends (vitest restores mocks). A
 * call with no answer rejects, as an unreachable server would, and is listed in
 * `unanswered` so the test can say which.
 */
export function fakeServer(...answers: Answer[]) {
  const sent = new Map<CallDef, SentRequest<CallDef>[]>();
  const unanswered: string[] = [];
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://site.test');
    const method = init?.method ?? 'GET';
    const found = answers.find((a) => a.call.method === method && a.call.path === url.pathname);
    if (!found) {
      unanswered.push(`${method} ${url.pathname}`);
      throw new TypeError(`Failed to fetch: the fake server has no answer for ${method} ${url}`);
    }
    const headers = new Headers(init?.headers);
    const request = { body: readBody(init, headers), query: url.searchParams, headers };
    const list = sent.get(found.call) ?? [];
    list.push(request as SentRequest<CallDef>);
    sent.set(found.call, list);
    const reply =
      typeof found.handler === 'function'
        ? await (found.handler as (r: SentRequest<CallDef>, n: number) => unknown)(
            request as SentRequest<CallDef>,
            list.length,
          )
        : found.handler;
    if (reply && typeof reply === 'object' && 'failure' in reply) {
      const { status, ...error } = (reply as Failure).failure;
      return envelope(status, { success: false, ...error });
    }
    return envelope(200, { success: true, value: reply });
  });
  return {
    fetch,
    unanswered,
    /** What the page sent to `call`, oldest first. */
    requests: <C extends CallDef>(call: C) => (sent.get(call) ?? []) as SentRequest<C>[],
  };
}

/** No request at all may leave the page (a form that must refuse before sending). */
export const offline = () => fakeServer();

/**
 * A server answer already in the query cache, typed by the query's own options, so its
 * value must be what that query's call returns.
 */
export const cached =
  <T>(options: { queryKey: DataTag<QueryKey, T, unknown> }, value: NoInfer<T>) =>
  (client: QueryClient) => {
    client.setQueryData(options.queryKey, value as never);
  };

/** Pre-fills a query cache: what `cached` made. */
export type Cached = ReturnType<typeof cached>;

/** The payload key of this test file's server, made on first use (an RSA key takes a while). */
let payloadSpki: string | undefined;

/**
 * The answer to the public-key call an encrypted (E) call makes first: a real RSA key, made
 * once per test file, so the page can seal the body (which the fake server reads as
 * undefined).
 */
export function publicKeyAnswer(): Answer {
  payloadSpki ??= generateKeyPairSync('rsa', { modulusLength: 2048 })
    .publicKey.export({ type: 'spki', format: 'der' })
    .toString('base64');
  return answer(getPublicKey, { kid: 'k1', spki: payloadSpki, alg: PAYLOAD_ENC });
}
