// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { type Attempt, afterAttempt, attemptFor, fingerprint } from './idempotent-attempt.ts';

/** Keys k1, k2… so a test sees which attempt made which key. */
function keys() {
  let n = 0;
  return () => `key-000${++n}`;
}

const body = { from: 'MAIN', to: 'PG', amount: 100 };
const network = new ApiError(0, 'NETWORK', 'Network link is abnormal, please try again');

/** One submission as the money forms make it: key, send, then what stays open. */
function submit(
  open: Attempt | null,
  sent: Record<string, unknown>,
  makeId: () => string,
  err?: unknown,
) {
  const attempt = attemptFor(open, sent, makeId);
  return { requestId: attempt.requestId, open: afterAttempt(attempt, err) };
}

describe('money request ids', () => {
  it('reuses the key when the same submission is retried after a network failure', () => {
    const makeId = keys();
    const first = submit(null, body, makeId, network);
    const retry = submit(first.open, { ...body }, makeId);
    expect(retry.requestId).toBe(first.requestId);
    // A server failure part-way may have moved the money as well: same key again.
    const crashed = submit(null, body, makeId, new ApiError(500, 'INTERNAL', 'x'));
    expect(submit(crashed.open, body, makeId).requestId).toBe(crashed.requestId);
  });

  it('makes a new key after a success, so the next transfer is a transfer of its own', () => {
    const makeId = keys();
    const first = submit(null, body, makeId);
    expect(first.open).toBeNull();
    expect(submit(first.open, body, makeId).requestId).not.toBe(first.requestId);
  });

  it('makes a new key after a refusal: nothing moved, the next try is a new request', () => {
    const makeId = keys();
    const refused = submit(null, body, makeId, new ApiError(409, 'WALLET_INSUFFICIENT_FUNDS', 'x'));
    expect(refused.open).toBeNull();
    expect(submit(refused.open, body, makeId).requestId).not.toBe(refused.requestId);
  });

  it('makes a new key when the player changed the form after a failure', () => {
    const makeId = keys();
    const first = submit(null, body, makeId, network);
    const edited = submit(first.open, { ...body, amount: 50 }, makeId);
    expect(edited.requestId).not.toBe(first.requestId);
  });

  it('recognises the same body whatever the key order, and ignores an old requestId in it', () => {
    expect(fingerprint({ a: 1, b: 'x' })).toBe(
      fingerprint({ b: 'x', a: 1, requestId: 'old-key-1' }),
    );
    expect(fingerprint({ a: 1 })).not.toBe(fingerprint({ a: 2 }));
  });

  it('recognises the same bets at any depth, and a field left undefined as one not sent', () => {
    // A game page's bets: the JSON body carries no undefined field, so neither does the print.
    expect(fingerprint({ bets: [{ type: 'RED', stake: 1 }] })).toBe(
      fingerprint({ bets: [{ stake: 1, type: 'RED' }] }),
    );
    expect(fingerprint({ stake: 1, autoCashout: undefined })).toBe(fingerprint({ stake: 1 }));
    // Bets in another order are another body, as the server compares them.
    expect(fingerprint({ bets: [1, 2] })).not.toBe(fingerprint({ bets: [2, 1] }));
  });

  it('makes keys the contract accepts (crypto.randomUUID)', () => {
    expect(attemptFor(null, body).requestId).toMatch(/^[\w-]{8,64}$/);
  });
});
