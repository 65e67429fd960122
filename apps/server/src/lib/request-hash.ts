import { createHash } from 'node:crypto';

/**
 * What a replay of a money request must match: the same idempotency key with a
 * different hash is another request (409), never a repeat. Parts are kept apart (JSON
 * of strings), so ("1", "23") and ("12", "3") cannot collide.
 */
export function requestHash(...parts: unknown[]): string {
  return createHash('sha256')
    .update(JSON.stringify(parts.map((p) => (typeof p === 'string' ? p : JSON.stringify(p, big)))))
    .digest('hex');
}

const big = (_key: string, value: unknown) =>
  typeof value === 'bigint' ? value.toString() : value;
