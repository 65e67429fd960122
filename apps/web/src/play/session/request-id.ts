/**
 * A fresh idempotency key for one player action. crypto.randomUUID needs a secure context
 * (https or localhost); an operator trying the site over plain http on a LAN address still
 * gets a random key from getRandomValues.
 */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
