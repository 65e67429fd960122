import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';

export const operatorKeyFile = (dataDir: string) => path.join(dataDir, 'operator.key');

/**
 * The key the ops API accepts. OPERATOR_KEY wins. Without it, an embedded (PGlite)
 * install gets a random key in DATA_DIR/operator.key (0600) so `npm start` works with
 * nothing to configure; a PostgreSQL install — likely several instances without a
 * shared disk — must set OPERATOR_KEY, so the ops API stays off rather than guessing.
 */
export function resolveOperatorKey(
  config: Config,
  databaseKind: 'pglite' | 'postgres',
  log: FastifyBaseLogger,
): string | null {
  if (config.operatorKey) return config.operatorKey;
  if (databaseKind === 'postgres') {
    log.warn('operator API disabled: set OPERATOR_KEY (16+ characters) to enable /ops/');
    return null;
  }
  const file = operatorKeyFile(config.dataDir);
  try {
    return readKeyFile(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const key = randomBytes(24).toString('base64url');
  try {
    fs.writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
    log.info({ file }, 'generated an operator key for the ops API and CLI');
    return key;
  } catch (err) {
    // Another process wrote it first: use theirs so both accept the same key.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return readKeyFile(file);
    throw err;
  }
}

export function readKeyFile(file: string): string {
  const key = fs.readFileSync(file, 'utf8').trim();
  if (key.length < 16) throw new Error(`${file} holds no usable operator key`);
  return key;
}

/** What the audit log records instead of the key itself. */
export function keyIdOf(key: string): string {
  return `key:${createHash('sha256').update(key).digest('hex').slice(0, 12)}`;
}

/** Constant-time comparison (over digests, so lengths never leak either). */
export function keyMatches(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
