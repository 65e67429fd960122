import { createHmac, timingSafeEqual } from 'node:crypto';

/** Lowercase hex HMAC-SHA256: how vendors and payment providers sign what they send. */
export function hmacHex(secret: string, data: Buffer | string): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/**
 * Compares a given signature in constant time, so the answer's timing never tells an
 * attacker how many leading bytes of a forgery were right. Anything but 64 hex digits is
 * wrong before any comparison (Buffer.from(…, 'hex') would silently drop a bad tail).
 */
export function signatureMatches(
  secret: string,
  data: Buffer | string,
  given: string | undefined,
): boolean {
  if (!given || !HEX_SHA256.test(given)) return false;
  const expected = createHmac('sha256', secret).update(data).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
