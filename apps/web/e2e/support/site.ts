import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

export interface Site {
  server: RunningServer;
  browser: Browser;
}

/**
 * One e2e file's real server (on a fresh database) and Chromium, started together before
 * its tests and stopped after them. The fields are filled in `beforeAll`: read them
 * inside tests.
 */
export function siteForThisFile(env: NodeJS.ProcessEnv = {}): Site {
  const site = {} as Site;
  beforeAll(async () => {
    const [server, browser] = await Promise.allSettled([startServer(env), launchBrowser()]);
    if (server.status === 'fulfilled') site.server = server.value;
    if (browser.status === 'fulfilled') site.browser = browser.value;
    // One failed: the other is stopped by afterAll, and the file fails with the reason.
    if (server.status === 'rejected') throw server.reason;
    if (browser.status === 'rejected') throw browser.reason;
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.stop();
  });
  return site;
}
