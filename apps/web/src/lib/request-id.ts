/**
 * A fresh idempotency key for one action (docs/architecture.md "Money"): a random UUID (version 4).
 * Made from getRandomValues, which every browser offers in any context, not from
 * crypto.randomUUID, which exists only in a secure one (https or localhost): an operator
 * first opening a fresh install over plain http on its address must be able to deposit
 * and play too (decision 017).
 */
export function newRequestId(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  // RFC 9562: version 4 in the high nibble of byte 6, variant 10 in the top bits of byte 8.
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
