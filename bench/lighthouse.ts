/**
 * First visit on a phone (issue 20): Lighthouse 13 with its mobile settings (Moto G
 * Power-sized screen, simulated slow 4G and a 4× slower CPU) driving Debian's Chromium,
 * three runs per page, the median reported. Pages: /index and a lobby (/rng) of the real
 * server on the production build; beside them the smallest HTML page a bare Fastify
 * serves on this machine, the floor of what these settings can score here.
 * Targets on both pages: performance ≥ 90, LCP ≤ 2.5 s, TBT ≤ 300 ms, CLS ≤ 0.1.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../apps/web/e2e/support/browser.ts';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { startGamehall, startHelloWorld } from './lib/process.ts';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const TARGET = { performance: 90, lcpMs: 2500, tbtMs: 300, cls: 0.1 };

interface Figures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function audit(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    fcpMs: metric('first-contentful-paint'),
  };
}

/** Lighthouse now and then loses a run's trace (NO_NAVSTART): such a run is run again. */
const ATTEMPTS = 3;

async function auditWithRetry(url: string, port: number): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port);
    } catch (err) {
      if (attempt >= ATTEMPTS) throw err;
      console.warn(`(run again: ${err instanceof Error ? err.message : String(err)})`);
    }
  }
}

async function medianOf(url: string, port: number): Promise<Figures> {
  const runs: Figures[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await auditWithRetry(url, port));
  const of = (key: keyof Figures) => median(runs.map((r) => r[key]));
  return {
    performance: of('performance'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    fcpMs: of('fcpMs'),
  };
}

const meets = (f: Figures) =>
  f.performance >= TARGET.performance &&
  f.lcpMs <= TARGET.lcpMs &&
  f.tbtMs <= TARGET.tbtMs &&
  f.cls <= TARGET.cls;

const row = (name: string, f: Figures, baseline?: Figures) =>
  `${name.padEnd(10)} perf ${String(f.performance).padStart(3)}  FCP ${(f.fcpMs / 1000).toFixed(2)} s  LCP ${(f.lcpMs / 1000).toFixed(2)} s${
    baseline ? ` (${(f.lcpMs / baseline.lcpMs).toFixed(2)}× baseline)` : ''
  }  TBT ${Math.round(f.tbtMs)} ms  CLS ${f.cls.toFixed(3)}${
    baseline ? `  ${meets(f) ? 'OK' : 'OVER TARGET'}` : ''
  }`;

export async function lighthouseMobile() {
  ensureChromium();
  const [site, bare] = await Promise.all([startGamehall(), startHelloWorld()]);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const baseline = await medianOf(`${bare.url}/page`, chrome.port);
    console.log(`median of ${RUNS} runs, Lighthouse mobile settings, Debian Chromium`);
    console.log(row('baseline', baseline));
    const results: Record<string, Figures> = {};
    for (const [name, path] of [
      ['/index', '/index'],
      ['/rng', '/rng'],
    ] as const) {
      results[name] = await medianOf(`${site.url}${path}`, chrome.port);
      console.log(row(name, results[name] as Figures, baseline));
    }
    console.log(
      `targets: perf ≥ ${TARGET.performance}, LCP ≤ ${TARGET.lcpMs / 1000} s, TBT ≤ ${TARGET.tbtMs} ms, CLS ≤ ${TARGET.cls}`,
    );
    return { baseline, results };
  } finally {
    chrome.kill();
    await Promise.all([site.stop(), bare.stop()]);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await lighthouseMobile();
