import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MarketKind } from '@gamehall/games/sports';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseMatchList } from '../../src/modules/sports/feed/http-format.ts';
import { createHttpFeedSource } from '../../src/modules/sports/feed/http-source.ts';
import type { FeedMatch } from '../../src/modules/sports/feed/source.ts';

// The documented example itself, so the doc and the reader cannot drift apart.
const doc = readFileSync(new URL('../../../../docs/sports-feed.md', import.meta.url), 'utf8');
const example = JSON.parse(/```json\n([\s\S]*?)```/.exec(doc)?.[1] ?? '') as {
  matches: Record<string, unknown>[];
};
const wire = example.matches[0] as Record<string, unknown>;
const ID = 'fb-20261128-nbr-hbt';

/** A market of the example as the book reads it; picks as `pick odds`, `-` for no price. */
const market = (key: string, spec: { line?: number }, picks: string, suspended = false) => ({
  id: `${ID}:${key}`,
  spec: { kind: key.split(':')[0] as MarketKind, ...spec },
  suspended,
  selections: picks.split(', ').map((p) => {
    const [pick = '', odds = '-'] = p.split(' ');
    return { pick, odds: odds === '-' ? null : Number(odds) };
  }),
});

const expected: FeedMatch = {
  id: ID,
  sport: 'football',
  league: { id: 'eu-premier-division', name: 'Premier Division' },
  home: 'Northbridge FC',
  away: 'Harbour Town',
  startAt: new Date(Date.UTC(2026, 10, 28, 15)),
  phase: 'live',
  clock: 67,
  score: { home: 1, away: 1 },
  events: [
    { clock: 23, kind: 'goal', side: 'home', score: { home: 1, away: 0 } },
    { clock: 58, kind: 'goal', side: 'away', score: { home: 1, away: 1 } },
  ],
  markets: [
    market('1X2', {}, 'home 265, draw 210, away 390'),
    market('AH:-0.25', { line: -1 }, 'home 202, away 184'),
    market('OU:2.5', { line: 10 }, 'over 172, under 208'),
    market('BTTS', {}, 'yes -, no -', true),
    market('CS', {}, '1-0 -, 1-1 320, 2-1 450, 1-2 725, 2-2 900, other 850'),
  ],
  result: null,
};

const withMarket = (id: string, market: Record<string, unknown>) => ({
  ...wire,
  id,
  markets: [{ id: `${id}:m`, kind: 'OU', line: 2.5, suspended: false, selections: [], ...market }],
});
/** The example match under another id (its markets' ids follow: they start with it). */
const renamed = (id: string) => ({
  ...wire,
  id,
  markets: (wire.markets as { id: string }[]).map((m) => ({ ...m, id: m.id.replace(ID, id) })),
});
const upcomingAt = (id: string, startAt: string) => ({ ...renamed(id), startAt, phase: 'pre' });

/** `chunked`: headers and half the body at once, the rest after `delayMs`, no length. */
type Route = { status?: number; body?: unknown; delayMs?: number; raw?: string; chunked?: true };
let routes: Record<string, Route> = {};
const seen: { url: string; auth: string | undefined }[] = [];
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ url: req.url ?? '', auth: req.headers.authorization });
    const route = routes[new URL(req.url ?? '/', 'http://x').pathname];
    const text = route?.raw ?? JSON.stringify(route?.body ?? { error: 'not found' });
    res.statusCode = route?.status ?? (route ? 200 : 404);
    res.setHeader('content-type', 'application/json');
    if (route?.chunked) {
      res.flushHeaders();
      res.write(text.slice(0, text.length / 2));
    }
    const rest = route?.chunked ? text.slice(text.length / 2) : text;
    setTimeout(() => res.end(rest), route?.delayMs ?? 0);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed/`;
});
afterAll(() => void server.close().closeAllConnections());
beforeEach(() => {
  routes = {};
  seen.length = 0;
});

describe('the HTTP sports feed', () => {
  it('reads the documented example: lines in quarters, odds in hundredths, dates', async () => {
    routes['/feed/live'] = { body: example };
    const feed = createHttpFeedSource({ baseUrl: base, token: 'feed-secret' });
    expect(await feed.live(new Date())).toEqual([expected]);
    expect(seen).toEqual([{ url: '/feed/live', auth: 'Bearer feed-secret' }]);
  });

  it('asks upcoming for the window and keeps only matches starting in [from, to)', async () => {
    const from = new Date('2026-11-28T12:00:00Z');
    const to = new Date('2026-11-28T18:00:00Z');
    routes['/feed/upcoming'] = {
      body: {
        matches: [
          upcomingAt('a', '2026-11-28T12:00:00Z'),
          upcomingAt('b', '2026-11-28T19:00:00+02:00'),
          upcomingAt('c', '2026-11-28T18:00:00Z'),
        ],
      },
    };
    const got = await createHttpFeedSource({ baseUrl: base }).upcoming(from, to);
    expect(got.map((m) => [m.id, m.phase, m.startAt.toISOString()])).toEqual([
      ['a', 'pre', '2026-11-28T12:00:00.000Z'],
      ['b', 'pre', '2026-11-28T17:00:00.000Z'],
    ]);
    expect(seen[0]?.url).toBe(
      '/feed/upcoming?from=2026-11-28T12%3A00%3A00.000Z&to=2026-11-28T18%3A00%3A00.000Z',
    );
  });

  it('reads one match (no token: no authorization); 404 and ids no feed has are null', async () => {
    routes[`/feed/matches/${ID}`] = { body: { match: wire } };
    const feed = createHttpFeedSource({ baseUrl: base });
    expect(await feed.match(ID, new Date())).toEqual(expected);
    expect(await feed.match('fb-unknown', new Date())).toBeNull();
    expect(await feed.match('../live', new Date())).toBeNull();
    expect(seen).toEqual([
      { url: `/feed/matches/${ID}`, auth: undefined },
      { url: '/feed/matches/fb-unknown', auth: undefined },
    ]);
  });

  it('throws with the status on a 500, and on an answer that is not JSON', async () => {
    routes['/feed/live'] = { status: 500, body: { error: 'down' } };
    routes[`/feed/matches/${ID}`] = { raw: '<html>' };
    const feed = createHttpFeedSource({ baseUrl: base });
    await expect(feed.live(new Date())).rejects.toThrow('sports feed answered 500 to GET /live');
    await expect(feed.match(ID, new Date())).rejects.toThrow('no JSON');
  });

  it('skips and logs a malformed match, keeps the others', async () => {
    routes['/feed/live'] = {
      body: {
        matches: [
          withMarket('bad-odds', { selections: [{ pick: 'over', odds: 1.953 }] }),
          wire,
          withMarket('bad-line', { line: 2.3 }),
          withMarket('bad-pick', { selections: [{ pick: 'draw', odds: 2 }] }),
          withMarket('no-line', { line: null }),
          { ...renamed('early-result'), result: { home: 1, away: 0 } },
          { id: 'half' },
        ],
      },
    };
    const logged: [string, unknown][] = [];
    const feed = createHttpFeedSource({ baseUrl: base, log: (m, d) => logged.push([m, d]) });
    expect(await feed.live(new Date())).toEqual([expected]);
    const ids = ['bad-odds', 'bad-line', 'bad-pick', 'no-line', 'early-result', 'half'];
    expect(logged.map(([, d]) => (d as { id: string }).id)).toEqual(ids);
    expect(logged[0]).toEqual([
      'sports feed: skipped a malformed match from /live',
      { index: 0, id: 'bad-odds', issues: expect.stringContaining('2 decimal places') },
    ]);
  });

  it('refuses a broken envelope or one match of another id', async () => {
    routes['/feed/live'] = { body: { match: wire } };
    routes[`/feed/matches/${ID}`] = { body: { match: renamed('other') } };
    const feed = createHttpFeedSource({ baseUrl: base });
    await expect(feed.live(new Date())).rejects.toThrow('not a match list');
    await expect(feed.match(ID, new Date())).rejects.toThrow(`asked for match ${ID}, got other`);
  });

  it('gives up on a slow server after the timeout', async () => {
    routes['/feed/live'] = { body: example, delayMs: 1000 };
    const feed = createHttpFeedSource({ baseUrl: base, timeoutMs: 100 });
    await expect(feed.live(new Date())).rejects.toThrow('timed out after 100 ms on /live');
  });

  it('gives up on a body that stalls halfway', async () => {
    routes['/feed/live'] = { body: example, delayMs: 1000, chunked: true };
    const feed = createHttpFeedSource({ baseUrl: base, timeoutMs: 100 });
    await expect(feed.live(new Date())).rejects.toThrow('timed out after 100 ms on /live');
  });

  it('refuses a body over the size limit, announced or not', async () => {
    const feed = createHttpFeedSource({ baseUrl: base, maxBytes: 1000 });
    routes['/feed/live'] = { body: example };
    await expect(feed.live(new Date())).rejects.toThrow('is over 1000 bytes');
    routes['/feed/live'] = { body: example, chunked: true };
    await expect(feed.live(new Date())).rejects.toThrow('is over 1000 bytes');
    routes['/feed/live'] = { body: example, chunked: true };
    expect(await createHttpFeedSource({ baseUrl: base }).live(new Date())).toEqual([expected]);
  });

  it('parses the format on its own: the same match twice counts once', () => {
    const { matches, errors } = parseMatchList({ matches: [wire, wire] });
    expect(matches).toEqual([expected]);
    expect(errors).toEqual([{ index: 1, id: ID, issues: 'the same match twice' }]);
  });
});
