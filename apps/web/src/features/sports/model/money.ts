/** Money as the slip reckons it: bigint minor units; the wire's decimals at the edges. */

/** A wire amount (a decimal with ≤ 2 places) in minor units. */
export const toMinor = (amount: number): bigint => BigInt(Math.round(amount * 100));

/** Minor units as the wire's decimal (and the money display's). */
export const toMajor = (minor: bigint): number => Number(minor) / 100;

/** A typed stake: digits with at most 2 decimals, or null (empty, a letter, 3 places). */
export function parseStake(text: string): bigint | null {
  const trimmed = text.trim();
  const match = /^(\d{1,11})(?:\.(\d{1,2}))?$/.exec(trimmed) ?? /^()\.(\d{1,2})$/.exec(trimmed);
  if (!match) return null;
  const whole = BigInt(match[1] || '0');
  const cents = BigInt((match[2] ?? '').padEnd(2, '0'));
  return whole * 100n + cents;
}

/** Wire odds (1.95) as the math's hundredths (195). */
export const toHundredths = (odds: number): number => Math.round(odds * 100);
