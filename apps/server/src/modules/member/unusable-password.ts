import { randomBytes } from 'node:crypto';

/**
 * The password of accounts that log in another way (guests, mobile sign-ups without a
 * password): random and not an scrypt string, so no typed password can ever match it
 * and no hashing time is spent making one. Setting a password by phone replaces it.
 */
export function unusablePassword(): string {
  return `!unusable$${randomBytes(16).toString('base64url')}`;
}
