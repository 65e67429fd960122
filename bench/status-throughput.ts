/**
 * /wps/system/status throughput against a bare Fastify hello-world measured in the same
 * run (autocannon, 50 connections). Target ratio ≥ 0.5 (issue 2).
 */
import autocannon from 'autocannon';
import { startGamehall, startHelloWorld } from './lib/process.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);

async function measure(url: string): Promise<number> {
  const result = await autocannon({ url, connections: 50, duration: seconds, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return result.requests.average;
}

export async function statusThroughput() {
  const hello = await startHelloWorld();
  const baseline = await measure(hello.url);
  await hello.stop();

  const site = await startGamehall();
  // Warm the settings cache and the JIT before measuring.
  await autocannon({ url: `${site.url}/wps/system/status`, connections: 10, duration: 2 });
  const status = await measure(`${site.url}/wps/system/status?url=localhost`);
  await site.stop();

  const ratio = status / baseline;
  console.log(`status throughput: ${status.toFixed(0)} req/s`);
  console.log(`baseline (bare Fastify hello-world): ${baseline.toFixed(0)} req/s`);
  console.log(`ratio: ${ratio.toFixed(2)} (target ≥ 0.50) ${ratio >= 0.5 ? 'OK' : 'BELOW TARGET'}`);
  return ratio;
}

if (import.meta.url === `file://${process.argv[1]}`) await statusThroughput();
