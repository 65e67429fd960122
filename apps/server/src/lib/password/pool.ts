import { Piscina } from 'piscina';
import { serverBusy } from '../app-error.ts';

export interface ScryptTask {
  plain: string;
  salt: Buffer;
  N: number;
  r: number;
  p: number;
  keylen: number;
  maxmem: number;
}

export interface PasswordPoolLimits {
  threads: number;
  queue: number;
}

/**
 * Threads of their own for password hashing, and how many tasks may wait for them. scrypt
 * on libuv's shared 4-thread pool let 90 wrong logins stall file reads and compression
 * for everyone (issue 12); here it has half the cores by default, so the event loop always
 * keeps one, and a full queue answers 503 at once instead of growing (decision 014).
 * One pool per process: the limits are the config's (PASSWORD_THREADS, PASSWORD_QUEUE).
 */
let limits: PasswordPoolLimits = { threads: 1, queue: 32 };
let pool: Piscina | null = null;

/** Sets the limits (app start); a pool already running keeps its threads until idle. */
export function configurePasswordPool(next: PasswordPoolLimits) {
  if (next.threads === limits.threads && next.queue === limits.queue) return;
  limits = { ...next };
  const old = pool;
  pool = null;
  void old?.close();
}

/** Made on first use, so a process that never hashes starts no thread. */
function poolOf(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: limits.threads,
    maxQueue: limits.queue,
    // Idle threads leave after a minute (each scrypt holds 128 MiB while it runs).
    idleTimeout: 60_000,
  });
  return pool;
}

/** Whether new password work would be refused now: every thread busy and the queue full. */
export const passwordPoolFull = (): boolean => pool !== null && pool.queueSize >= limits.queue;

/** Derives a scrypt key on the password pool; 503 SERVER_BUSY when its queue is full. */
export async function scryptOnPool(task: ScryptTask): Promise<Buffer> {
  try {
    const key: Uint8Array = await poolOf().run({ ...task, salt: new Uint8Array(task.salt) });
    return Buffer.from(key);
  } catch (err) {
    if (err instanceof Error && err.message === 'Task queue is at limit') throw serverBusy();
    throw err;
  }
}
