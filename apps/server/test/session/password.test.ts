import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  hashWith,
  needsRehash,
  verifyPassword,
} from '../../src/lib/password/password.ts';

describe('password hashing', () => {
  it('round-trips, refuses a wrong password, and salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('s3cret pass'), hashPassword('s3cret pass')]);
    expect(a).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('s3cret pass', a)).toBe(true);
    expect(await verifyPassword('s3cret pasS', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
    expect(needsRehash(a)).toBe(false);
  });

  it('reads the cost from the string, so older hashes still verify and are flagged', async () => {
    const weak = await hashWith('old password', 10, 8, 1);
    expect(weak.startsWith('scrypt$10$8$1$')).toBe(true);
    expect(await verifyPassword('old password', weak)).toBe(true);
    expect(await verifyPassword('old passwore', weak)).toBe(false);
    expect(needsRehash(weak)).toBe(true);
  });

  it('returns false, never throws, for malformed encodings', async () => {
    const good = await hashWith('pw', 10, 8, 1);
    const parts = good.split('$');
    const malformed = [
      '',
      'scrypt',
      'bcrypt$10$8$1$abc$def',
      good.replace('scrypt$', 'argon2$'),
      `${good}$extra`,
      parts.slice(0, 5).join('$'),
      good.replace('$10$', '$x$'),
      good.replace('$10$', '$0$'),
      good.replace('$10$', '$-1$'),
      good.replace('$10$', '$99$'), // absurd cost: refused rather than run
      good.replace('$8$1$', '$8$0$'),
      [...parts.slice(0, 4), '!!!notb64', parts[5]].join('$'),
      [...parts.slice(0, 5), ''].join('$'),
      [...parts.slice(0, 5), 'AAAA'].join('$'), // too-short hash
      'x'.repeat(100_000),
    ];
    for (const encoded of malformed) {
      await expect(verifyPassword('pw', encoded), encoded.slice(0, 40)).resolves.toBe(false);
      expect(needsRehash(encoded)).toBe(true);
    }
    await expect(verifyPassword('pw', null as unknown as string)).resolves.toBe(false);
    await expect(verifyPassword(undefined as unknown as string, good)).resolves.toBe(false);
  });

  it('refuses an over-long password at once instead of hashing it', async () => {
    const good = await hashWith('pw', 10, 8, 1);
    const started = performance.now();
    expect(await verifyPassword('p'.repeat(1025), good)).toBe(false);
    expect(await verifyPassword('p'.repeat(10_000_000), good)).toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
