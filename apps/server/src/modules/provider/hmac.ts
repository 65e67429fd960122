import { createHmac, timingSafeEqual } from 'node:crypto';

/** X-Signature: lowercase hex HMAC-SHA256 of the exact body bytes under the vendor's secret. */
export function sign(secret: string, body: Buffer | string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/**
 * Compares in constant time, so the answer's timing never tells an attacker how many
 * leading bytes of a forged signature were right. Anything but 64 hex digits is wrong
 * before any comparison (Buffer.from(…, 'hex') would silently drop a bad tail).
 */
export function signatureMatches(secret: string, body: Buffer, given: string): boolean {
  if (!HEX_SHA256.test(given)) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
