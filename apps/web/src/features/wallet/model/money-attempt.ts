import { ApiError } from '../../../lib/api-client.ts';
import { newRequestId } from '../../../lib/request-id.ts';

/**
 * The idempotency key of money requests (DESIGN.md "Money"): the server answers a key it
 * has seen with the first result and moves nothing again. These pure pieces decide when a
 * form sends the same key again and when a new one.
 */

/** A money submission whose outcome is not known yet: sent, no answer read. */
export interface MoneyAttempt {
  requestId: string;
  /** The body it was sent with (requestId aside), to recognise the same submission. */
  fingerprint: string;
}

/** The body's content, independent of key order. */
export function fingerprint(body: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(body)
      .filter((key) => key !== 'requestId')
      .sort()
      .map((key) => [key, body[key]]),
  );
}

/**
 * The attempt to send `body` as: the open attempt again when it is the same submission
 * (a retry after a network failure: if the first one did arrive, the server replays its
 * result), otherwise a new key (the player changed the form, or nothing is open).
 */
export function attemptFor(
  open: MoneyAttempt | null,
  body: Record<string, unknown>,
  makeId: () => string = newRequestId,
): MoneyAttempt {
  const print = fingerprint(body);
  return open?.fingerprint === print ? open : { requestId: makeId(), fingerprint: print };
}

/**
 * Whether money may have moved although no answer says so: the request got no answer
 * (network) or the server failed part-way (5xx). A 4xx is a definite refusal.
 */
export function outcomeUnknown(err: unknown): boolean {
  return !(err instanceof ApiError) || err.status === 0 || err.status >= 500;
}

/**
 * What stays open once an attempt ends: nothing after an answer (success or refusal, so
 * the next submission is a new one), the attempt itself when its outcome is unknown.
 */
export function afterAttempt(attempt: MoneyAttempt, err?: unknown): MoneyAttempt | null {
  return err !== undefined && outcomeUnknown(err) ? attempt : null;
}
