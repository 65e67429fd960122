import { describe, expect, it } from 'vitest';
import { isWellFormedToken, newSessionToken, tokenHash } from '../../src/lib/session-token.ts';

describe('session tokens', () => {
  it('are 256-bit base64url values, 43 characters, well formed', () => {
    const token = newSessionToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(isWellFormedToken(token)).toBe(true);
  });

  it('do not repeat over 10,000 draws', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 10_000; i++) seen.add(newSessionToken());
    expect(seen.size).toBe(10_000);
  });

  it('hash to a stable sha256 hex that differs from the token', () => {
    const token = newSessionToken();
    expect(tokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHash(token)).toBe(tokenHash(token));
    expect(tokenHash(token)).not.toBe(tokenHash(newSessionToken()));
  });

  it('refuses junk before any lookup', () => {
    const token = newSessionToken();
    for (const junk of [
      '',
      token.slice(1),
      `${token}A`,
      `${token.slice(0, 42)}=`,
      `${token.slice(0, 42)}+`,
      `${token.slice(0, 42)}/`,
      ' '.repeat(43),
      `Bearer ${token}`,
      null,
      undefined,
      42,
      { token },
    ]) {
      expect(isWellFormedToken(junk)).toBe(false);
    }
  });
});
