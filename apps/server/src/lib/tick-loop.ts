import type { FastifyInstance } from 'fastify';

/** The longest sleep: a change another instance made is noticed within it. */
export const MAX_SLEEP_MS = 1_000;

/**
 * Runs `tick` now and again after the sleep it answers (in ms: until its next change is
 * due, at most MAX_SLEEP_MS, at least 5 ms), until stopped; a tick that throws is logged
 * as `failure` and tried again a second later. The runners of the live tables and of the
 * card rooms (jobs/index.ts) loop so. Answers how to stop: it waits for a tick under way.
 */
export function startTickLoop(app: FastifyInstance, failure: string, tick: () => Promise<number>) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const once = async () => {
    let sleep = MAX_SLEEP_MS;
    try {
      sleep = Math.min(sleep, await tick());
    } catch (err) {
      app.log.warn({ err }, failure);
    }
    if (!stopped) {
      timer = setTimeout(
        () => {
          running = once();
        },
        Math.max(5, sleep),
      );
    }
  };

  running = once();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
