import { Secret, TOTP } from 'otpauth';

/**
 * Authenticator codes, for members' security centre and staff logins alike: RFC 6238's
 * defaults every authenticator app reads — SHA-1, 6 digits, 30-second steps — with one
 * step of a phone's clock drift either way.
 */
const PERIOD = 30;
const WINDOW = 1;

function totp(secretBase32: string, issuer = '', label = '') {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A fresh 160-bit secret (RFC 4226's recommended size) and its otpauth:// URL. */
export function newTotpSecret(issuer: string, label: string) {
  const secret = new Secret({ size: 20 });
  return { secret: secret.base32, otpauthUrl: otpauthUrl(secret.base32, issuer, label) };
}

/** The otpauth:// address a QR code carries for enrolment. */
export const otpauthUrl = (secretBase32: string, issuer: string, label: string) =>
  totp(secretBase32, issuer, label).toString();

/**
 * The 30-second step `code` is right for at `at`, or null. A caller that must take a code
 * once (staff logins) keeps the last step taken and refuses any not after it.
 */
export function stepOfCode(secretBase32: string | null, code: string, at = Date.now()) {
  if (!secretBase32 || !/^\d{6}$/.test(code)) return null;
  const delta = totp(secretBase32).validate({ token: code, timestamp: at, window: WINDOW });
  return delta === null ? null : Math.floor(at / 1000 / PERIOD) + delta;
}

/** Whether `code` is a current code of the secret. */
export const verifyTotp = (secretBase32: string | null, code: string) =>
  stepOfCode(secretBase32, code) !== null;

/** The code of a secret at `at` (tests, and the end-to-end runs' authenticator). */
export const totpCode = (secretBase32: string, at = Date.now()) =>
  totp(secretBase32).generate({ timestamp: at });
