import { parseMatchList, parseOneMatch } from './http-format.ts';
import type { FeedMatch, SportsFeedSource } from './source.ts';

/*
 * An operator's data provider over HTTP (docs/sports-feed.md). Every failure of an answer
 * as a whole (a status, a timeout, a body too big or not JSON) throws: the feed job logs
 * it and the book keeps the prices it had, which is safer than prices from half an answer.
 * A single bad match is skipped and logged, so one match cannot stop the whole feed.
 */

export type FeedLog = (msg: string, detail?: unknown) => void;

export interface HttpFeedOptions {
  /** The adapter's base URL; `/live`, `/upcoming` and `/matches/{id}` are relative to it. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …` (the brand's setting). */
  token?: string;
  /** For a whole answer, body included: a stalled feed must not hold the feed job. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  log?: FeedLog;
  /** The largest body read; more is refused rather than buffered. */
  maxBytes?: number;
}

export const FEED_TIMEOUT_MS = 5000;
export const FEED_MAX_BYTES = 20 * 1024 * 1024;

const FEED_ID = /^[\w.:-]{1,96}$/;

export function createHttpFeedSource(options: HttpFeedOptions): SportsFeedSource {
  const {
    token,
    timeoutMs = FEED_TIMEOUT_MS,
    fetch = globalThis.fetch,
    log = () => {},
    maxBytes = FEED_MAX_BYTES,
  } = options;
  const base = options.baseUrl.replace(/\/+$/, '');

  /** The body as JSON, or null for a 404 (the caller decides what a 404 means). */
  async function get(path: string): Promise<unknown> {
    const url = `${base}${path}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const res = await fetch(url, { headers, signal });
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new Error(`sports feed answered ${res.status} to GET ${path}`);
      }
      return JSON.parse(await readText(res, maxBytes, path));
    } catch (err) {
      // The abort's own message names no request; the log should say which one stalled.
      if (signal.aborted) throw new Error(`sports feed timed out after ${timeoutMs} ms on ${path}`);
      if (err instanceof SyntaxError) throw new Error(`sports feed sent no JSON to GET ${path}`);
      throw err;
    }
  }

  async function list(path: string): Promise<FeedMatch[]> {
    const body = await get(path);
    if (body === null) throw new Error(`sports feed answered 404 to GET ${path}`);
    const { matches, errors } = parseMatchList(body);
    for (const e of errors) log(`sports feed: skipped a malformed match from ${path}`, e);
    return matches;
  }

  return {
    live: () => list('/live'),

    async upcoming(from, to) {
      const query = new URLSearchParams({ from: from.toISOString(), to: to.toISOString() });
      const matches = await list(`/upcoming?${query}`);
      // The interface promises [from, to): an adapter that ignores the window is held to it.
      return matches.filter((m) => m.startAt >= from && m.startAt < to);
    },

    async match(id) {
      // No feed id looks like this, so the feed cannot know it; and it never reaches a URL.
      if (!FEED_ID.test(id)) return null;
      const path = `/matches/${encodeURIComponent(id)}`;
      const body = await get(path);
      if (body === null) return null;
      try {
        return parseOneMatch(body, id);
      } catch (err) {
        log(`sports feed: malformed match from ${path}`, (err as Error).message);
        throw err;
      }
    },
  };
}

/** Reads the body up to `maxBytes`, by its announced length first, then by what comes. */
async function readText(res: Response, maxBytes: number, path: string): Promise<string> {
  const tooBig = () => new Error(`sports feed answer to GET ${path} is over ${maxBytes} bytes`);
  const announced = Number(res.headers.get('content-length'));
  if (announced > maxBytes) {
    await res.body?.cancel();
    throw tooBig();
  }
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooBig();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
