import { Secret, TOTP } from 'otpauth';

/** RFC 6238 defaults every authenticator app understands: SHA-1, 6 digits, 30 seconds. */
function totp(secretBase32: string, issuer = '', label = '') {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A fresh 160-bit secret (RFC 4226's recommended size) and its otpauth:// URL. */
export function newTotpSecret(issuer: string, label: string) {
  const secret = new Secret({ size: 20 });
  return { secret: secret.base32, otpauthUrl: totp(secret.base32, issuer, label).toString() };
}

/** A current code, allowing one period of clock drift either way. */
export function verifyTotp(secretBase32: string | null, code: string): boolean {
  if (!secretBase32 || !/^\d{6}$/.test(code)) return false;
  return totp(secretBase32).validate({ token: code, window: 1 }) !== null;
}
