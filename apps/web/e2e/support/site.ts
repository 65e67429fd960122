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
    [site.server, site.browser] = await Promise.all([startServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.stop();
  });
  return site;
}
