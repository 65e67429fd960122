/**
 * Game list during a login flood (issue 12, decision 014): 100 wrong logins a second from
 * 200 addresses, each within its own per-address limits, while a player browses the lobby.
 * Before the password pool, scrypt on libuv's shared threads made a game-list request
 * wait over 200 s; now password work has threads and a queue of its own and a full queue
 * answers 503 at once. Figure: game-list p99 during the flood, as a ratio of the same
 * request's p99 at rest on the same server. Target: ratio ≤ 3. The embedded PGlite by
 * default; BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL (an empty database).
 */
import { randomBytes } from 'node:crypto';
import { getGameList, getPublicKey, login, opsCreateMember } from '@gamehall/contract';
import { encrypt } from '../apps/server/test/helpers/payload-crypto.ts';
import { startGamehall } from './lib/process.ts';

const OPERATOR_KEY = 'bench-operator-key-0123456789';
const SAMPLES = Number(process.env.BENCH_REQUESTS ?? 600);
const FLOOD_PER_SECOND = 100;
const TARGET_RATIO = 3;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

async function p99Of(url: string, token: string) {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    const res = await fetch(`${url}${getGameList.path}?gameName=dragon&pageNo=${(i % 5) + 1}`, {
      headers: { token, 'x-forwarded-for': '10.200.0.1' },
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`game list answered ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return quantile(times, 0.99);
}

export async function loginFlood() {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
  const server = await startGamehall({
    TRUST_PROXY: 'loopback',
    OPERATOR_KEY,
    DATABASE_URL: databaseUrl,
  });
  try {
    const url = server.url;
    const pub = (
      (await (await fetch(`${url}${getPublicKey.path}`)).json()) as {
        value: { kid: string; spki: string };
      }
    ).value;
    const account = `bench${randomBytes(4).toString('hex')}`;
    const made = await fetch(`${url}${opsCreateMember.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${OPERATOR_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ account, password: 'Bench1234' }),
    });
    if (!made.ok) throw new Error(`member create answered ${made.status}`);
    const logIn = async (username: string, password: string, ip: string) =>
      fetch(`${url}${login.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify(await encrypt({ type: 'username', username, password }, pub)),
      });
    const token = (
      (await (await logIn(account, 'Bench1234', '10.200.0.1')).json()) as {
        value: { token: string };
      }
    ).value.token;

    const rest = await p99Of(url, token);

    // 100 wrong logins a second, each from one of 200 addresses (every address stays
    // within its own limits), for as long as the lobby is measured: far more password
    // work than any pool can do, which is the point.
    const answers = new Map<number, number>();
    const inFlight = new Set<Promise<void>>();
    let sent = 0;
    const attack = () => {
      const ip = `10.201.${Math.floor(sent / 200) % 250}.${(sent % 200) + 1}`;
      sent++;
      const one = logIn(`nobody${randomBytes(6).toString('hex')}`, 'Wrong1234', ip)
        .then(async (res) => {
          await res.arrayBuffer();
          answers.set(res.status, (answers.get(res.status) ?? 0) + 1);
        })
        .catch(() => {
          answers.set(0, (answers.get(0) ?? 0) + 1);
        })
        .finally(() => inFlight.delete(one));
      inFlight.add(one);
    };
    const timer = setInterval(attack, 1000 / FLOOD_PER_SECOND);
    await new Promise((r) => setTimeout(r, 2000));
    const flood = await p99Of(url, token);
    clearInterval(timer);
    await Promise.all(inFlight);

    const ratio = flood / rest;
    const outcome = [...answers].map(([s, n]) => `${n}×${s}`).join(', ');
    console.log(`database: ${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}`);
    console.log(`game list p99 at rest:        ${rest.toFixed(1)} ms (${SAMPLES} requests)`);
    console.log(
      `game list p99 in login flood: ${flood.toFixed(1)} ms (${FLOOD_PER_SECOND} wrong logins/s: ${outcome})`,
    );
    console.log(
      `ratio: ${ratio.toFixed(2)} (target ≤ ${TARGET_RATIO}) ${ratio <= TARGET_RATIO ? 'OK' : 'OVER TARGET'}`,
    );
    return { rest, flood, ratio };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await loginFlood();
