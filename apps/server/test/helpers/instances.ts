import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { buildTestApp, type TestApp } from './app.ts';
import { throwawayPostgres } from './database.ts';

/** A listening instance of the app with its live runner started: its socket URL, how to stop. */
export interface Instance {
  app: FastifyInstance;
  url: string;
  stop: () => Promise<void>;
}

/**
 * The app on real ports for a live test: on PostgreSQL two instances share one database
 * (each with its own runner and sockets, as a deployment runs them), on the embedded
 * database one. `prepare` runs on the first app's database before anything listens;
 * `serve` starts an instance's runner and names its socket. Fields filled in beforeAll.
 */
export function liveInstancesForThisFile(
  path: string,
  serve: (app: FastifyInstance) => () => Promise<void>,
  prepare: (database: Database) => Promise<void> = async () => {},
) {
  const env = { instances: [] as Instance[] } as { t: TestApp; instances: Instance[] };
  let second: { app: FastifyInstance; database: Database } | null = null;
  let drop: (() => Promise<void>) | null = null;
  const listen = async (app: FastifyInstance): Promise<Instance> => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return { app, url: `ws://127.0.0.1:${port}${path}`, stop: serve(app) };
  };
  beforeAll(async () => {
    const url = process.env.DATABASE_URL;
    if (url) {
      const scratch = await throwawayPostgres(url);
      drop = scratch.drop;
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'loopback' });
      const open = () => openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 5 });
      const one = await open();
      const oneApp = await buildApp({ config, database: one });
      env.t = { app: oneApp, database: one, close: async () => {} };
      await oneApp.ready();
      await prepare(one);
      const two = await open();
      second = { app: await buildApp({ config, database: two }), database: two };
      env.instances.push(await listen(oneApp), await listen(second.app));
    } else {
      env.t = await buildTestApp();
      await prepare(env.t.database);
      env.instances.push(await listen(env.t.app));
    }
  });
  afterAll(async () => {
    for (const i of env.instances) await i.stop();
    if (second) {
      for (const { app, database } of [env.t, second]) {
        await app.close();
        await database.close();
      }
      await drop?.();
    } else await env.t?.close();
  });
  return env;
}

/** A socket's events as they arrive (parsed by `parse`), and a way to wait for one. */
export function watchSocket<E>(url: string, parse: (json: unknown) => E) {
  const events: E[] = [];
  const socket = new WebSocket(url);
  socket.on('message', (data) => events.push(parse(JSON.parse(String(data)))));
  const next = async (pred: (e: E) => boolean, from = 0, ms = 15_000) => {
    const until = Date.now() + ms;
    for (;;) {
      const found = events.slice(from).find(pred);
      if (found) return found;
      if (Date.now() > until) throw new Error(`no such event in ${JSON.stringify(events)}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  return { events, next, close: () => socket.close() };
}
