import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from '../../src/db/data-dir-lock.ts';

const lockModule = path.resolve(import.meta.dirname, '../../src/db/data-dir-lock.ts');

/** Another process that takes the lock and then waits to be killed. */
function holder(dir: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import(${JSON.stringify(lockModule)}).then(m => { m.acquireDataDirLock(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000); })`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const ready = new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  return { child, ready };
}

describe('the embedded database directory lock', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });

  it('keeps a second process out with a clear message, and frees on death', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-lock-'));
    dirs.push(dir);
    const { child, ready } = holder(dir);
    await ready;
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(
      new RegExp(`in use by another Gamehall process \\(pid ${child.pid}\\)`),
    );

    // A lock left by a process that died (SIGKILL: no clean-up) is taken over.
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'gamehall.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'gamehall.lock'))).toBe(false);
  });
});
