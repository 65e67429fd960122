import { randomBytes } from 'node:crypto';

/** An order number a person can read out to support: prefix, UTC date, random part. */
export function newOrderNo(prefix: 'D' | 'W', now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `${prefix}${day}${randomBytes(6).toString('hex').toUpperCase()}`;
}
