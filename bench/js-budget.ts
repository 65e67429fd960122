/**
 * JavaScript the browser loads on a first visit, per route group (gzip bytes, measured by
 * gzipping every script Chromium fetched). Budget: /index ≤ 150 KB gzip (issue 2).
 */
import zlib from 'node:zlib';
import { launchBrowser } from '../apps/web/e2e/support/browser.ts';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { startGamehall } from './lib/process.ts';

export const routeGroups: Record<string, string> = {
  index: '/index',
  live: '/live',
  egame: '/rng',
  fish: '/fish',
  pvp: '/pvp',
  sports: '/sports',
  esports: '/esports',
  lottery: '/lottery',
  elott: '/elott',
  vnlottery: '/vnlottery',
  eaLottery: '/seaLottery',
  promo: '/promotions',
  promoDetail: '/promoDetail',
  pointMall: '/pointMall',
  Vip: '/vip',
  help: '/help',
  download: '/down',
  joinus: '/join',
  seamless: '/seamless',
  byIframe: '/game',
};

const budgetKb = 150;

export async function jsBudget() {
  ensureChromium();
  const site = await startGamehall();
  const browser = await launchBrowser();
  const rows: { group: string; path: string; kb: number; files: number }[] = [];
  try {
    for (const [group, path] of Object.entries(routeGroups)) {
      const context = await browser.newContext({ baseURL: site.url });
      const page = await context.newPage();
      const sizes: Promise<number>[] = [];
      page.on('response', (res) => {
        if (res.request().resourceType() === 'script') {
          sizes.push(res.body().then((b) => zlib.gzipSync(b, { level: 9 }).length));
        }
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
      rows.push({ group, path, kb: bytes / 1024, files: sizes.length });
      await context.close();
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  console.log('route group    path            JS gzip   files');
  for (const r of rows) {
    console.log(
      `${r.group.padEnd(14)} ${r.path.padEnd(15)} ${r.kb.toFixed(1).padStart(6)} KB ${String(r.files).padStart(5)}`,
    );
  }
  const index = rows.find((r) => r.group === 'index');
  const ratio = (index?.kb ?? 0) / budgetKb;
  console.log(
    `/index first visit: ${index?.kb.toFixed(1)} KB of ${budgetKb} KB budget (ratio ${ratio.toFixed(2)}, ${ratio <= 1 ? 'OK' : 'OVER BUDGET'})`,
  );
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) await jsBudget();
