import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/lib/password/password.ts';
import { configurePasswordPool } from '../../src/lib/password/pool.ts';
import { ProcessBudget } from '../../src/lib/process-budget.ts';

// A pool of one thread and a queue of two.
beforeAll(() => configurePasswordPool({ threads: 1, queue: 2 }));

const settle = <T>(p: Promise<T>) =>
  p.then(
    (value) => ({ ok: true as const, value }),
    (error: { code?: string; extra?: { retryAfter?: number } }) => ({ ok: false as const, error }),
  );

describe('password work on a pool of its own', () => {
  it('a full queue answers SERVER_BUSY at once; what was admitted still completes', async () => {
    const all = Array.from({ length: 10 }, (_, i) => settle(hashPassword(`Secret${i}pass`)));
    const results = await Promise.all(all);
    const done = results.filter((r) => r.ok);
    const busy = results.filter((r) => !r.ok);
    // One running and two waiting; the rest refused without waiting for any of them.
    expect(done).toHaveLength(3);
    expect(busy.map((r) => !r.ok && r.error.code)).toEqual(Array(7).fill('SERVER_BUSY'));
    expect(busy.every((r) => !r.ok && (r.error.extra?.retryAfter ?? 0) > 0)).toBe(true);
    const hash = done[0]?.ok ? done[0].value : '';
    expect(await verifyPassword('Secret0pass', hash)).toBe(true);
  });

  it('the same right secret checked many times at once costs one scrypt, never a full queue', async () => {
    const stored = await hashPassword('Replayed1pass');
    // Ten at once with a queue of two: each would be its own task without the shared run.
    const checks = await Promise.all(
      Array.from({ length: 10 }, () => settle(verifyPassword('Replayed1pass', stored))),
    );
    expect(checks).toEqual(Array(10).fill({ ok: true, value: true }));
    // Remembered for a minute: asked again, no task at all (even with the queue full).
    const hogs = Array.from({ length: 3 }, () => settle(hashPassword('Hog1pass')));
    expect(await verifyPassword('Replayed1pass', stored)).toBe(true);
    await Promise.all(hogs);
    // A wrong secret is never remembered, and a right one for another hash is not this one.
    expect(await verifyPassword('Replayed1pasS', stored)).toBe(false);
    expect(await verifyPassword('Replayed1pass', await hashPassword('Other1pass'))).toBe(false);
  });

  it('file reads do not wait behind password hashing (it is off libuv’s shared threads)', async () => {
    const order: string[] = [];
    // More hashes than libuv has threads (4): on those threads they would hold up reads.
    const hashing = Array.from({ length: 6 }, () =>
      settle(hashPassword('Another1pass')).then((r) => order.push(r.ok ? 'hash' : 'busy')),
    );
    const reads = Array.from({ length: 8 }, () =>
      readFile(new URL(import.meta.url)).then(() => order.push('read')),
    );
    await Promise.all([...hashing, ...reads]);
    // All eight reads come back before the first hash is done.
    expect(order.filter((o) => o !== 'busy').slice(0, 8)).toEqual(Array(8).fill('read'));
    expect(order.filter((o) => o === 'hash')).toHaveLength(3);
  });

  it('a process budget spends its units per second, then answers SERVER_BUSY', async () => {
    const budget = new ProcessBudget('test', 5);
    const results = await Promise.all(Array.from({ length: 8 }, () => settle(budget.spend())));
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.error.code)).toEqual(
      Array(3).fill('SERVER_BUSY'),
    );
  });
});
