import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '../app-error.ts';
import { scryptOnPool } from './pool.ts';

/** Current cost: N = 2^17, r = 8, p = 1 (OWASP's scrypt recommendation). */
const LOG_N = 17;
const R = 8;
const P = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Inputs this long are refused outright so verify cannot be used to burn CPU. */
const MAX_PLAIN_LENGTH = 1024;
/** Bounds on parameters read back from a stored string, so a bad row cannot hang the server. */
const MAX_LOG_N = 20;
const MAX_R = 32;
const MAX_P = 16;
/** scrypt needs about 128·N·r bytes (N=2^17, r=8 is 128 MiB); Node's default cap is 32 MiB. */
const MAXMEM = 256 * 1024 * 1024;

/** scrypt on the password pool's own threads, never on libuv's shared pool. */
function derive(plain: string, salt: Buffer, logN: number, r: number, p: number, keylen: number) {
  return scryptOnPool({
    plain: plain.normalize('NFKC'),
    salt,
    N: 2 ** logN,
    r,
    p,
    keylen,
    maxmem: MAXMEM,
  });
}

/** Hashes with a fresh salt into `scrypt$logN$r$p$<salt b64>$<hash b64>`. */
export async function hashPassword(plain: string): Promise<string> {
  return hashWith(plain, LOG_N, R, P);
}

/** Same as hashPassword with explicit cost; for tests and for measuring a new cost. */
export async function hashWith(plain: string, logN: number, r: number, p: number) {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(plain, salt, logN, r, p, KEY_BYTES);
  return ['scrypt', logN, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface Parsed {
  logN: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

const B64 = /^[A-Za-z0-9+/]+={0,2}$/;
const INT = /^[1-9][0-9]{0,2}$/;

function parse(encoded: unknown): Parsed | null {
  if (typeof encoded !== 'string' || encoded.length > 512) return null;
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  if (!INT.test(n) || !INT.test(r) || !INT.test(p) || !B64.test(salt) || !B64.test(hash)) {
    return null;
  }
  const parsed = {
    logN: Number(n),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, 'base64'),
    hash: Buffer.from(hash, 'base64'),
  };
  if (parsed.logN > MAX_LOG_N || parsed.r > MAX_R || parsed.p > MAX_P) return null;
  if (128 * 2 ** parsed.logN * parsed.r > MAXMEM / 2) return null;
  if (parsed.salt.length < 8 || parsed.hash.length < 16 || parsed.hash.length > 64) return null;
  return parsed;
}

/**
 * Made at start and never stored or sent: a guess's tag means nothing outside this
 * process. (A tag keyed by anything in the database would let whoever reads the database
 * test a 6-digit payment password a million times a second instead of through scrypt.)
 */
const PROCESS_KEY = randomBytes(32);

/** The same secret against the same stored hash gives the same tag, in this process. */
export function guessTag(plain: string, encoded: string): string {
  return createHmac('sha256', PROCESS_KEY)
    .update(encoded)
    .update('\0')
    .update(plain)
    .digest('base64url')
    .slice(0, 32);
}

/** Right guesses of the last minute (tag → until when), oldest first; bounded. */
const recentlyRight = new Map<string, number>();
const RECENT_MS = 60_000;
const RECENT_MAX = 10_000;
/** Checks under way, so identical ones wait for the same scrypt run. */
const checking = new Map<string, Promise<boolean>>();

function rememberRight(tag: string) {
  recentlyRight.delete(tag);
  recentlyRight.set(tag, Date.now() + RECENT_MS);
  for (const oldest of recentlyRight.keys()) {
    if (recentlyRight.size <= RECENT_MAX) break;
    recentlyRight.delete(oldest);
  }
}

/**
 * True when `plain` matches; false for a wrong password and for any malformed input. The
 * same secret checked again while its check runs waits for that run, and a right one is
 * known for a minute: a money request replayed five times (docs/architecture.md "Money") costs one
 * scrypt, not five, and cannot fill the password queue by itself (decision 014). Wrong
 * guesses are never remembered, and the guess limits are counted before this is reached.
 */
export async function verifyPassword(plain: string, encoded: string): Promise<boolean> {
  if (typeof plain !== 'string' || plain.length > MAX_PLAIN_LENGTH) return false;
  if (typeof encoded !== 'string') return false;
  const tag = guessTag(plain, encoded);
  if ((recentlyRight.get(tag) ?? 0) > Date.now()) return true;
  let check = checking.get(tag);
  if (!check) {
    check = verifyWithScrypt(plain, encoded).finally(() => checking.delete(tag));
    checking.set(tag, check);
  }
  const right = await check;
  if (right) rememberRight(tag);
  return right;
}

async function verifyWithScrypt(plain: string, encoded: string): Promise<boolean> {
  const parsed = parse(encoded);
  if (!parsed) return false;
  try {
    const key = await derive(
      plain,
      parsed.salt,
      parsed.logN,
      parsed.r,
      parsed.p,
      parsed.hash.length,
    );
    return timingSafeEqual(key, parsed.hash);
  } catch (err) {
    // A busy pool is the server's state, not a wrong password: the caller answers 503.
    if (err instanceof AppError) throw err;
    return false;
  }
}

/** True when the stored hash is malformed or weaker than today's cost: rehash on next login. */
export function needsRehash(encoded: string): boolean {
  const parsed = parse(encoded);
  if (!parsed) return true;
  return (
    parsed.logN < LOG_N ||
    parsed.r < R ||
    parsed.p < P ||
    parsed.salt.length < SALT_BYTES ||
    parsed.hash.length < KEY_BYTES
  );
}

/** Verified against when the account is unknown, so both answers cost the same time. */
let dummy: Promise<string> | undefined;

/** `verifyPassword` against `encoded`, or against a dummy hash (always false) when there is none. */
export async function verifyOrDummy(plain: string, encoded: string | null): Promise<boolean> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  const ok = await verifyPassword(plain, encoded ?? (await dummy));
  return ok && encoded !== null;
}
