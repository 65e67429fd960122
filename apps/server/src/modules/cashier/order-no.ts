import { createHash, randomBytes } from 'node:crypto';

/** An order number a person can read out to support: prefix, UTC date, random part. */
export function newOrderNo(prefix: 'D' | 'W', now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `${prefix}${day}${randomBytes(6).toString('hex').toUpperCase()}`;
}

/** What a replay of a money request must match (same key, other data: 409). */
export function fingerprint(...parts: (string | number | bigint)[]): string {
  return createHash('sha256').update(parts.map(String).join('|')).digest('hex');
}
