import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

/** The server in front of a small built site: history fallback, caching, headers. */
describe('serving the built site', () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-dist-'));
  const script = `console.log(${JSON.stringify('x'.repeat(3000))});`;

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'play.html'), '<!doctype html><div id="play"></div>');
    fs.writeFileSync(path.join(dist, 'console.html'), '<!doctype html><div id="console"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), script);
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), zlib.gzipSync(script));
    t = await buildTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers a client-side route such as /vip with index.html, revalidated', async () => {
    for (const url of ['/vip', '/rng?page=AURL', '/noticePage']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('id="root"');
    }
  });

  it('answers the in-house game pages with play.html; their API paths stay API', async () => {
    const page = await t.app.inject('/play/slot-sevens?token=abc&game=g&lang=EN&mode=real');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="play"');
    const api = await t.app.inject('/play/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    // Framed by the site itself only.
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers the staff console’s pages with console.html, and only those', async () => {
    for (const url of ['/console', '/console/', '/console/audit?who=boss']) {
      const page = await t.app.inject(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('id="console"');
    }
    expect((await t.app.inject('/consoles')).body).toContain('id="root"');
  });

  it('caches hashed assets for a year and sends the precompressed file', async () => {
    const res = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends a CSP that allows no inline script, and the other security headers', async () => {
    const res = await t.app.inject('/index');
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('lets pages connect to their own origin and its WebSocket only, never any host', async () => {
    const directive = async (host: string) => {
      const res = await t.app.inject({ url: '/index', headers: { host } });
      const csp = String(res.headers['content-security-policy']);
      return csp
        .split(';')
        .find((d) => d.trim().startsWith('connect-src'))
        ?.trim();
    };
    expect(await directive('play.example.com:8080')).toBe(
      "connect-src 'self' ws://play.example.com:8080 wss://play.example.com:8080",
    );
    // A Host that is not a host name adds nothing (it cannot smuggle in a directive).
    expect(await directive('evil.example; script-src *')).toBe("connect-src 'self'");
  });

  it('sends Cross-Origin-Opener-Policy only where the browser honours it (https, loopback)', async () => {
    const coop = async (host: string, proto?: string) => {
      const headers: Record<string, string> = { host };
      // The test app trusts loopback proxies, as inject's client address is.
      if (proto) headers['x-forwarded-proto'] = proto;
      const res = await t.app.inject({ url: '/index', headers });
      return res.headers['cross-origin-opener-policy'];
    };
    expect(await coop('localhost:8080')).toBe('same-origin');
    expect(await coop('127.0.0.1:8080')).toBe('same-origin');
    expect(await coop('[::1]:8080')).toBe('same-origin');
    expect(await coop('play.example.com', 'https')).toBe('same-origin');
    // Plain http on an address: Chrome would ignore it and warn on every page.
    expect(await coop('192.168.1.20:8080')).toBeUndefined();
    expect(await coop('play.example.com')).toBeUndefined();
  });

  it('compresses larger API answers', async () => {
    const res = await t.app.inject({
      url: '/lgw/games/game_menus',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString()).success).toBe(true);
  });

  it('keeps unknown API paths and POSTs as 404 envelopes, never the page', async () => {
    for (const req of [
      { method: 'GET' as const, url: '/wps/nope' },
      { method: 'GET' as const, url: '/lgw/nope' },
      { method: 'POST' as const, url: '/vip' },
    ]) {
      const res = await t.app.inject(req);
      expect(res.statusCode, req.url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('serves the OpenAPI document generated from the contract at /docs', async () => {
    const res = await t.app.inject('/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/wps/system/status');
  });
});
