import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;
/** 32 bytes in unpadded base64url are always 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A fresh 256-bit session token for the client; the server keeps only tokenHash(token). */
export function newSessionToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** sha256 hex of the token: what the sessions table stores and looks up. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Cheap shape check so junk is refused before any database lookup. */
export function isWellFormedToken(s: unknown): s is string {
  return typeof s === 'string' && TOKEN_PATTERN.test(s);
}
