/**
 * The sportsbook's live prices fanned out to 1,000 watchers (issue 18), on real PostgreSQL
 * (its NOTIFY), beside a bare `ws` server broadcasting a message of the same size to as
 * many watchers in the same run.
 *
 * The watchers are a child process (this file, run with `watchers`), so the server's
 * sends and the clients' reads do not share one event loop: each socket is opened from
 * its own loopback address of 127.0.0.2–127.0.0.255 (Linux routes all of 127/8 to lo),
 * about four per address, under the per-address limit (lib/live-sockets.ts); the app
 * trusts no proxy, so its req.ip is the socket's address. Both processes read the same
 * monotonic clock (process.hrtime), so a latency is the time from just before the feed
 * job's tick (`feedTick`, at virtual times 2 s apart) — or the baseline's broadcast — to
 * the moment each watcher receives that tick's first message.
 */
import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { SPORTS_LIVE_PATH } from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import WebSocket, { WebSocketServer } from 'ws';
import { feedTick } from '../apps/server/src/modules/sports/index.ts';

const WATCHERS = Number(process.env.BENCH_SPORTS_WATCHERS ?? 1_000);
const TICKS = Number(process.env.BENCH_SPORTS_TICKS ?? 10);
const TICK_MS = 2_000;
/** 127.0.0.2 … 127.0.0.255: never more sockets on one address than the server allows. */
const ADDRESSES = 254;
/** A tick whose messages have not all arrived by then is a failure of the benchmark. */
const WAIT_MS = 15_000;

type ToChild =
  | { type: 'open'; url: string; count: number }
  | { type: 'mark' }
  | { type: 'collect'; timeoutMs: number }
  | { type: 'close' };
type FromChild =
  | { type: 'opened'; open: number; refused: number }
  | { type: 'marked' }
  | { type: 'collected'; first: (string | null)[]; bytes: number[]; messages: number }
  | { type: 'closed' };

/** The child: sockets open, and each one's first message after a mark, timed. */
async function watchersChild() {
  let sockets: WebSocket[] = [];
  let first: (bigint | null)[] = [];
  let bytes: number[] = [];
  let messages = 0;
  const reply = (m: FromChild) => process.send?.(m);
  const open = async (url: string, count: number) => {
    let refused = 0;
    sockets = await Promise.all(
      Array.from(
        { length: count },
        (_, i) =>
          new Promise<WebSocket>((resolve, reject) => {
            const socket = new WebSocket(url, { localAddress: `127.0.0.${2 + (i % ADDRESSES)}` });
            socket.on('message', (data: Buffer) => {
              messages++;
              if (first[i] != null) return;
              first[i] = process.hrtime.bigint();
              bytes[i] = data.length;
            });
            socket.once('close', () => refused++);
            socket.once('open', () => resolve(socket));
            socket.once('error', reject);
          }),
      ),
    );
    first = sockets.map(() => 0n);
    // A socket past a limit is closed right after its upgrade: give the server a moment.
    await new Promise((r) => setTimeout(r, 500));
    reply({ type: 'opened', open: sockets.filter((s) => s.readyState === s.OPEN).length, refused });
  };
  process.on('message', async (m: ToChild) => {
    if (m.type === 'open') await open(m.url, m.count);
    else if (m.type === 'mark') {
      first = sockets.map(() => null);
      bytes = sockets.map(() => 0);
      messages = 0;
      reply({ type: 'marked' });
    } else if (m.type === 'collect') {
      const until = Date.now() + m.timeoutMs;
      while (first.some((t) => t === null) && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 5));
      }
      reply({ type: 'collected', first: first.map((t) => t?.toString() ?? null), bytes, messages });
    } else if (m.type === 'close') {
      await Promise.all(
        sockets.map(
          (s) =>
            new Promise((r) => {
              if (s.readyState === s.CLOSED) return r(null);
              s.once('close', r);
              s.terminate();
            }),
        ),
      );
      reply({ type: 'closed' });
      process.disconnect();
    }
  });
}

/** The watchers' process, and a request-and-answer over its IPC channel. */
function startWatchers() {
  const child = fork(import.meta.filename, ['watchers'], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = <T extends FromChild['type']>(m: ToChild, answer: T) =>
    new Promise<Extract<FromChild, { type: T }>>((resolve, reject) => {
      const onMessage = (r: FromChild) => {
        if (r.type !== answer) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(r as Extract<FromChild, { type: T }>);
      };
      const onExit = (code: number | null) => reject(new Error(`watchers exited (${code})`));
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send(m);
    });
  return { child, ask };
}

type Watchers = ReturnType<typeof startWatchers>;

async function openAll(w: Watchers, url: string) {
  const opened = await w.ask({ type: 'open', url, count: WATCHERS }, 'opened');
  if (opened.open !== WATCHERS || opened.refused > 0) {
    throw new Error(`${opened.open} of ${WATCHERS} sockets open, ${opened.refused} closed`);
  }
}

/** Latencies (ms) of every watcher's first message after `send` starts, for each tick. */
async function ticks(w: Watchers, send: (k: number) => Promise<unknown>) {
  const latencies: number[] = [];
  const sizes: number[] = [];
  let messages = 0;
  for (let k = 1; k <= TICKS; k++) {
    await w.ask({ type: 'mark' }, 'marked');
    const started = process.hrtime.bigint();
    await send(k);
    const got = await w.ask({ type: 'collect', timeoutMs: WAIT_MS }, 'collected');
    const missing = got.first.filter((t) => t === null).length;
    if (missing > 0) throw new Error(`tick ${k}: ${missing} watchers got nothing`);
    for (const t of got.first) latencies.push(Number(BigInt(t as string) - started) / 1e6);
    sizes.push(...got.bytes);
    // The tick's later messages (a notice carries 100 matches) arrive before the next mark.
    await new Promise((r) => setTimeout(r, 300));
    messages += got.messages;
  }
  return { latencies: latencies.sort((a, b) => a - b), sizes, messages };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

const summary = (sorted: number[]) => ({
  p50: quantile(sorted, 0.5),
  p99: quantile(sorted, 0.99),
  max: sorted[sorted.length - 1] ?? Number.NaN,
});

/** The sportsbook's socket on `app` (listening), its feed ticking at virtual times. */
async function sportsbook(app: FastifyInstance, t0: number) {
  const { port } = app.server.address() as AddressInfo;
  const w = startWatchers();
  try {
    await openAll(w, `ws://127.0.0.1:${port}${SPORTS_LIVE_PATH}?category=SPORTS`);
    const changed: number[] = [];
    const r = await ticks(w, async (k) => {
      changed.push(await feedTick(app, new Date(t0 + k * TICK_MS)));
    });
    return { ...r, changed };
  } finally {
    await w.ask({ type: 'close' }, 'closed');
  }
}

/** The floor: a bare ws server sending one ready message of `size` bytes to each socket. */
async function bareBroadcast(size: number) {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((r) => wss.once('listening', r));
  const { port } = wss.address() as AddressInfo;
  const w = startWatchers();
  try {
    await openAll(w, `ws://127.0.0.1:${port}/`);
    const payload = JSON.stringify({ type: 'matches', pad: 'x'.repeat(Math.max(0, size - 28)) });
    return await ticks(w, async () => {
      for (const client of wss.clients) client.send(payload);
    });
  } finally {
    await w.ask({ type: 'close' }, 'closed');
    await new Promise((r) => wss.close(r));
  }
}

/** Runs both sides on `app` (listening, its matches written once at `t0`); prints the figures. */
export async function sportsFanOut(app: FastifyInstance, t0: number) {
  const book = await sportsbook(app, t0);
  const size = Math.round(book.sizes.reduce((a, b) => a + b, 0) / book.sizes.length);
  const bare = await bareBroadcast(size);
  const b = summary(book.latencies);
  const f = summary(bare.latencies);
  const ms = (x: number) => `${x.toFixed(1)} ms`;
  const n = book.latencies.length;
  const perTick = (book.changed.reduce((a, c) => a + c, 0) / TICKS).toFixed(0);
  console.log(
    `odds fan-out: ${WATCHERS} watchers × ${TICKS} ticks (${n} first messages, ~${size} bytes each; ${perTick} matches written per tick, ${book.messages} messages in all): p50 ${ms(b.p50)}, p99 ${ms(b.p99)}, max ${ms(b.max)}`,
  );
  console.log(
    `baseline (bare ws broadcast of one ${size}-byte message, same watchers): p50 ${ms(f.p50)}, p99 ${ms(f.p99)}, max ${ms(f.max)}`,
  );
  console.log(
    `ratio p99: ${(b.p99 / f.p99).toFixed(2)} of the bare broadcast (p50 ${(b.p50 / f.p50).toFixed(2)})`,
  );
  return b.p99 / f.p99;
}

if (process.argv[2] === 'watchers' && process.send) await watchersChild();
