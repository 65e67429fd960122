import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import fs from 'node:fs';
import { chromiumPath } from '../apps/web/e2e/support/browser.ts';
import { startGamehall } from './lib/process.ts';
const site = await startGamehall();
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
try {
  for (const p of (process.env.PAGES ?? '/index,/rng').split(',')) {
    const r = await lighthouse(`${site.url}${p}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = r!.lhr;
    fs.writeFileSync(`/work/wt/probe/${p.replace('/', '')}.json`, JSON.stringify(lhr));
    const a = lhr.audits;
    console.log(p, Math.round((lhr.categories.performance!.score ?? 0) * 100), 'FCP', a['first-contentful-paint']!.numericValue, 'LCP', a['largest-contentful-paint']!.numericValue, 'TBT', a['total-blocking-time']!.numericValue, 'CLS', a['cumulative-layout-shift']!.numericValue);
    for (const id of Object.keys(a)) if (/lcp|largest/.test(id)) console.log(' ', id, String(JSON.stringify(a[id]!.details ?? a[id]!.displayValue)).slice(0, 600));
  }
} finally { chrome.kill(); await site.stop(); }
