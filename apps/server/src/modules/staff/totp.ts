import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD = 30;
/** A code of the step before or after is taken too (a phone's clock a little off). */
const WINDOW = 1;

const totpOf = (secret: string, account = '', issuer = '') =>
  new TOTP({
    issuer,
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** A new 160-bit secret, base32 (what authenticator apps take). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// address a QR code carries for enrolment. */
export const otpauthUrl = (secret: string, account: string, issuer: string) =>
  totpOf(secret, account, issuer).toString();

/** The code of `secret` at `at` (tests, and the e2e's authenticator). */
export const totpCode = (secret: string, at: number) => totpOf(secret).generate({ timestamp: at });

/**
 * The 30-second step `code` is right for (within one step either side of `at`), or null.
 * The caller takes a step once: a code seen is never taken again (replay).
 */
export function stepOfCode(secret: string, code: string, at: number): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: at, window: WINDOW });
  if (delta === null) return null;
  return Math.floor(at / 1000 / PERIOD) + delta;
}
