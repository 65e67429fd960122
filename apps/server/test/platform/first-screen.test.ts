import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_HOST_META } from '@gamehall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { banners } from '../../src/db/schema/index.ts';
import { writeSetting } from '../../src/settings/repo.ts';
import { buildTestApp, type TestApp, testConfig } from '../helpers/app.ts';

const PAGE = '<!doctype html><head></head><div id="root"><main><!--first-screen--></main></div>';
/** The first banner's image the page carries, and the host it names, if any. */
const firstScreen = (html: string) => ({
  image: /<img class="boot-banner" src="([^"]*)"/.exec(html)?.[1] ?? null,
  host: new RegExp(`<meta name="${IMAGE_HOST_META}" content="([^"]*)">`).exec(html)?.[1] ?? null,
});

/** Decision 025: the home page's first banner arrives with the page, before any script. */
describe('the site’s first screen', () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-first-screen-'));
  const page = async (url: string) => (await t.app.inject(url)).body;
  /** A new instance on the same database: the banner is cached a few seconds per instance. */
  const fresh = async () => {
    await t.app.close();
    const app = await buildApp({ config: testConfig({ WEB_DIST: dist }), database: t.database });
    await app.ready();
    const database = t.database;
    t = {
      app,
      database,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  };

  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), PAGE);
    t = await buildTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('puts the carousel’s first banner in the home page, on the image host it names', async () => {
    const [first] = await t.database.db
      .select()
      .from(banners)
      .where(eq(banners.group, 'w_index'))
      .orderBy(banners.sort, banners.id)
      .limit(1);
    const { settings } = await t.app.settings.get();
    for (const url of ['/', '/index']) {
      const screen = firstScreen(await page(url));
      expect(settings.imageCDNs, url).toContain(screen.host);
      // The demo's hosts are this site ('', '/.', '/./.'): the path on whichever was named.
      expect(new URL(screen.image ?? '', 'http://x').pathname, url).toBe(first?.imageUrl);
    }
  });

  it('leaves other pages their bare shell', async () => {
    for (const url of ['/vip', '/rng?page=AURL', '/register']) {
      const html = await page(url);
      expect(firstScreen(html), url).toEqual({ image: null, host: null });
      expect(html, url).toContain('<!--first-screen-->');
    }
  });

  it('skips the login and register dialogs’ banners and those switched off', async () => {
    const db = t.database.db;
    await db.update(banners).set({ active: false }).where(eq(banners.group, 'w_index'));
    await fresh();
    expect(firstScreen(await page('/index')).image).toBeNull();
    await db
      .update(banners)
      .set({ active: true, imageUrl: '/media/banner/own"onerror="$&x.svg' })
      .where(eq(banners.sort, 3));
    await fresh();
    const html = await page('/index');
    // Written as an attribute's text, never as markup.
    expect(html).toContain('own&#34;onerror=&#34;$&#38;x.svg');
    expect(html).not.toContain('"onerror="');
  });

  it('shows no banner while the site is in maintenance, or for an image elsewhere', async () => {
    const db = t.database.db;
    await db.update(banners).set({ imageUrl: 'https://img.example/b.png' });
    await fresh();
    expect(firstScreen(await page('/index')).image).toBeNull();
    await db.update(banners).set({ imageUrl: '/media/banner/1.svg' });
    await writeSetting(db, 'maintenance', { on: true, end: null });
    await fresh();
    expect(firstScreen(await page('/index')).image).toBeNull();
  });
});
