import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import media from '../../src/modules/media/index.ts';
import envelope from '../../src/plugins/envelope.ts';
import { expectValidSvg } from './svg-check.ts';

/** One URL per route, and a sibling that must draw something else. */
const pairs: readonly [string, string][] = [
  ['/media/game/pg/sweet-bonanza.svg', '/media/game/pg/fortune-tiger.svg'],
  ['/media/game/GHOR/ghor-001.svg', '/media/game/GHOR/ghor-002.svg'],
  ['/media/vendor/jili.svg', '/media/vendor/evo.svg'],
  ['/media/banner/welcome.svg', '/media/banner/vip-week.svg'],
  ['/media/payment/gcash.svg', '/media/payment/usdt-trc20.svg'],
  ['/media/licence/pagcor.svg', '/media/licence/mga.svg'],
  ['/media/category/RNG.svg', '/media/category/FISH.svg'],
  ['/media/avatar/alice.svg', '/media/avatar/bob_99.svg'],
];

describe('media routes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(envelope);
    await app.register(media);
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(pairs)('%s is a valid, cacheable SVG', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expectValidSvg(res.body);
  });

  it.each(pairs)(
    '%s is the same bytes every time, and differs from its sibling',
    async (url, other) => {
      const [a, b, c] = await Promise.all([app.inject(url), app.inject(url), app.inject(other)]);
      expect(b.body).toBe(a.body);
      expect(b.headers.etag).toBe(a.headers.etag);
      expect(c.statusCode).toBe(200);
      expect(c.body).not.toBe(a.body);
      expect(c.headers.etag).not.toBe(a.headers.etag);
    },
  );

  it('answers 304 with no body when If-None-Match names the ETag', async () => {
    const first = await app.inject('/media/game/jili/crash.svg');
    const etag = String(first.headers.etag);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await app.inject({
        url: '/media/game/jili/crash.svg',
        headers: { 'if-none-match': header },
      });
      expect(res.statusCode).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const stale = await app.inject({
      url: '/media/game/jili/crash.svg',
      headers: { 'if-none-match': '"stale"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('serves HEAD with the headers and no body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/media/avatar/carol.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toBe('');
  });

  it('draws muted inactive category icons and accepts any case', async () => {
    const active = await app.inject('/media/category/LIVE.svg?state=active');
    const inactive = await app.inject('/media/category/LIVE.svg?state=inactive');
    const lower = await app.inject('/media/category/live.svg');
    expect(inactive.statusCode).toBe(200);
    expectValidSvg(inactive.body);
    expect(inactive.body).not.toBe(active.body);
    expect(lower.body).toBe(active.body);
    for (const code of [
      'ELOTT',
      'ESPORTS',
      'FISH',
      'LIVE',
      'LOTT',
      'PVP',
      'RNG',
      'SPORTS',
      'HOT',
      'FAV',
      'CRASH',
    ]) {
      for (const state of ['active', 'inactive']) {
        const res = await app.inject(`/media/category/${code}.svg?state=${state}`);
        expect(res.statusCode, `${code} ${state}`).toBe(200);
        expectValidSvg(res.body);
      }
    }
  });

  const notFound = [
    '/media/game/pg/bad.name.svg',
    '/media/game/pg/.svg',
    '/media/game/p%2Fg/tile.svg',
    '/media/game/pg/tile.png',
    `/media/game/pg/${'x'.repeat(65)}.svg`,
    '/media/vendor/%3Cscript%3E.svg',
    '/media/vendor/a%20b.svg',
    '/media/banner/%00.svg',
    '/media/payment/..%2F..%2Fetc.svg',
    '/media/licence/caf%C3%A9.svg',
    '/media/avatar/ali&ce.svg',
    '/media/category/NOPE.svg',
    '/media/unknown/thing.svg',
    '/media/',
  ];
  it.each(notFound)('%s is a 404 envelope', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(typeof res.json().message).toBe('string');
  });

  it('rejects an unknown category state with a 400 envelope', async () => {
    const res = await app.inject('/media/category/RNG.svg?state=%3Cb%3E');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });
});
