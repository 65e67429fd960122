import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { keyMatches, resolveOperatorKey } from '../../src/lib/operator-key.ts';

const log = pino({ level: 'silent' });
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gamehall-key-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('operator key', () => {
  it('OPERATOR_KEY wins', () => {
    const config = loadConfig({ OPERATOR_KEY: 'a-configured-key-0001', DATA_DIR: tempDir() });
    expect(resolveOperatorKey(config, 'pglite', log)).toBe('a-configured-key-0001');
  });

  it('PGlite without a key: generates one into DATA_DIR/operator.key (0600) and reuses it', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    const first = resolveOperatorKey(config, 'pglite', log);
    expect(first?.length).toBeGreaterThanOrEqual(16);
    const file = path.join(dir, 'operator.key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveOperatorKey(config, 'pglite', log)).toBe(first);
  });

  it('PostgreSQL without a key: the ops API is off, and it says so', () => {
    const lines: string[] = [];
    const spy = pino({ level: 'warn' }, { write: (s: string) => lines.push(s) });
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(resolveOperatorKey(config, 'postgres', spy)).toBeNull();
    expect(lines.join('')).toContain('OPERATOR_KEY');
  });

  it('compares keys exactly', () => {
    expect(keyMatches('same-key-1234567', 'same-key-1234567')).toBe(true);
    expect(keyMatches('same-key-1234567', 'same-key-1234568')).toBe(false);
    expect(keyMatches('', 'same-key-1234567')).toBe(false);
  });
});
