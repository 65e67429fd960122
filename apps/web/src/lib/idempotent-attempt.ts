import { ApiError } from './api-client.ts';
import { newRequestId } from './request-id.ts';

/**
 * The idempotency key of a money-moving request (docs/architecture.md "Money"): the server answers
 * a key it has seen with the first result and moves nothing again. These pure pieces
 * decide when an action sends the same key again and when a new one, for the site's
 * money forms (useMoneyAction) and the game pages' rounds and bets (useIdempotentAction).
 */

/** A submission whose outcome is not known yet: sent, no answer read. */
export interface Attempt {
  requestId: string;
  /** The body it was sent with (requestId aside), to recognise the same submission. */
  fingerprint: string;
}

/** A value as the wire sees it: object keys sorted at every level, undefined ones dropped. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  return Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort()
    .map((key) => [key, canonical(record[key])]);
}

/** The body's content, independent of key order (at any depth) and of its requestId. */
export function fingerprint(body: Record<string, unknown>): string {
  const { requestId: _, ...content } = body;
  return JSON.stringify(canonical(content));
}

/**
 * The attempt to send `body` as: the open attempt again when it is the same submission
 * (a retry after a network failure: if the first one did arrive, the server replays its
 * result), otherwise a new key (the player changed the form or the bets, or nothing is open).
 */
export function attemptFor(
  open: Attempt | null,
  body: Record<string, unknown>,
  makeId: () => string = newRequestId,
): Attempt {
  const print = fingerprint(body);
  return open?.fingerprint === print ? open : { requestId: makeId(), fingerprint: print };
}

/**
 * Whether money may have moved although no answer says so: the request got no answer
 * (network) or the server failed part-way (5xx). Such a request is retried with its own
 * requestId; a 4xx is a definite refusal.
 */
export function outcomeUnknown(err: unknown): boolean {
  return !(err instanceof ApiError) || err.status === 0 || err.status >= 500;
}

/**
 * What stays open once an attempt ends: nothing after an answer (success or refusal, so
 * the next submission is a new one), the attempt itself when its outcome is unknown.
 */
export function afterAttempt(attempt: Attempt, err?: unknown): Attempt | null {
  return err !== undefined && outcomeUnknown(err) ? attempt : null;
}
