import {
  GameCategoryCode,
  getAnnouncements,
  getGameMenus,
  getHelpCenter,
} from '@gamehall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements, gameCategories, vendors } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { callValue } from './calls.ts';

describe('announcements, help centre and game menus', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('returns only the requested types', async () => {
    const onlyPlayer = await callValue(t.app, getAnnouncements, { types: 'PL' });
    expect(onlyPlayer.player.length).toBeGreaterThanOrEqual(20);
    expect(onlyPlayer.player.every((n) => n.type === 'PL')).toBe(true);
    expect(onlyPlayer).toMatchObject({ popup: [], promotion: [], home: [], banners: [] });

    const all = await callValue(t.app, getAnnouncements, { types: 'B,PL,PU,PR,H' });
    for (const list of [all.player, all.popup, all.promotion, all.home, all.banners]) {
      expect(list.length).toBeGreaterThan(0);
    }
    const groups = new Set(all.banners.map((b) => b.group));
    for (const g of ['w_index', 'w_login', 'w_register']) expect(groups).toContain(g);
    for (const b of all.banners) expect(b.imageUrl).toBe(`/media/banner/${b.id}.svg`);
  });

  it('defaults to the product types B,PL,PU,PR', async () => {
    const value = await callValue(t.app, getAnnouncements);
    expect(value.banners.length).toBeGreaterThan(0);
    expect(value.home).toEqual([]);
  });

  it('lists player notices newest first, enough for several pages of 9', async () => {
    const { player } = await callValue(t.app, getAnnouncements, { types: 'PL' });
    const times = player.map((n) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Math.ceil(player.length / 9)).toBeGreaterThanOrEqual(3);
  });

  it('leaves out inactive and expired notices', async () => {
    const before = await callValue(t.app, getAnnouncements, { types: 'PL' });
    const hidden = before.player[0];
    if (!hidden) throw new Error('no notices seeded');
    await t.database.db
      .update(announcements)
      .set({ active: false })
      .where(eq(announcements.id, hidden.id));
    const after = await callValue(t.app, getAnnouncements, { types: 'PL' });
    expect(after.player.map((n) => n.id)).not.toContain(hidden.id);
    expect(after.player).toHaveLength(before.player.length - 1);
    expect(after.player.some((n) => n.title === 'Expired notice')).toBe(false);
  });

  it('help centre has the articles the footer links to, as HTML', async () => {
    const { categories } = await callValue(t.app, getHelpCenter);
    const articles = categories.flatMap((c) => c.articles);
    for (const code of [
      'terms',
      'responsible-gaming',
      'privacy-policy',
      'deposit-how',
      'withdraw-how',
    ]) {
      const article = articles.find((a) => a.code === code);
      expect(article?.content).toMatch(/^<(p|ul)>/);
    }
  });

  it('notices, banners and help come in the language asked for (issue 20)', async () => {
    const spanish = await callValue(t.app, getAnnouncements, { types: 'B,PU', language: 'ES' });
    expect(spanish.popup.map((n) => n.title)).toContain('Bienvenido a Gamehall');
    expect(spanish.banners.map((b) => b.title)).toContain('Bono de bienvenida de hasta 131K');
    const chinese = await callValue(t.app, getAnnouncements, { types: 'PU', language: 'cn' });
    expect(chinese.popup.find((n) => n.title === '欢迎来到 Gamehall')?.content).toContain(
      '理性游戏',
    );
    const english = await callValue(t.app, getAnnouncements, { types: 'PU', language: 'EN' });
    expect(english.popup.map((n) => n.title)).toContain('Welcome to Gamehall');
    const help = await callValue(t.app, getHelpCenter, { language: 'CN' });
    const about = help.categories.find((c) => c.code === 'about');
    expect(about?.title).toMatch(/[\u4e00-\u9fff]/);
    expect(about?.articles.every((a) => /[\u4e00-\u9fff]/.test(a.content))).toBe(true);
  });

  it('a language the content lacks falls back in the brand’s order, field by field', async () => {
    // The demo brand: contentFallback ES, then EN; the text as first written last.
    const french = await callValue(t.app, getAnnouncements, { types: 'PU', language: 'FR' });
    expect(french.popup.map((n) => n.title)).toContain('Bienvenido a Gamehall');
    const unnamed = await callValue(t.app, getAnnouncements, { types: 'PU' });
    expect(unnamed.popup.map((n) => n.title)).toContain('Bienvenido a Gamehall');
    const [row] = await t.database.db
      .insert(announcements)
      .values({
        type: 'PU',
        title: 'Only in English',
        content: '<p>English body</p>',
        translations: { CN: { title: '只有标题' } },
      })
      .returning({ id: announcements.id });
    const chinese = await callValue(t.app, getAnnouncements, { types: 'PU', language: 'CN' });
    expect(chinese.popup.find((n) => n.id === row?.id)).toMatchObject({
      title: '只有标题',
      content: '<p>English body</p>',
    });
  });

  it('refuses a language that is no language code', async () => {
    for (const language of ['', 'spanish!', 'E', 'ES-TOOLONG']) {
      const res = await t.app.inject({
        url: `/wps/system/helpCenter?language=${encodeURIComponent(language)}`,
      });
      expect(res.statusCode, language).toBe(400);
    }
  });

  it('game menus list every category in sort order, each with its vendors', async () => {
    const menus = await callValue(t.app, getGameMenus, { platform: 'web', language: 'EN' });
    expect(menus.map((m) => m.gameCategory).sort()).toEqual([...GameCategoryCode.options].sort());
    const sorts = menus.map((m) => m.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    for (const m of menus) {
      expect(m.vendors.length).toBeGreaterThanOrEqual(3);
      expect(m.vendors.length).toBeLessThanOrEqual(8);
      for (const v of m.vendors) expect(v.iconUrl).toBe(`/media/vendor/${v.vassalage}.svg`);
    }
  });

  it('keeps an empty category and moves listed e-sports vendors out of SPORTS', async () => {
    await t.database.db
      .insert(gameCategories)
      .values({ code: 'COCKFIGHT', sort: 99, labelKey: 'x' });
    await t.database.db.update(vendors).set({ category: 'SPORTS' }).where(eq(vendors.code, 'PXAR'));
    const menus = await callValue(t.app, getGameMenus);
    expect(menus.at(-1)).toMatchObject({ gameCategory: 'COCKFIGHT', vendors: [] });
    const { settings } = await t.app.settings.get();
    expect(settings.site.esportsList).toContain('PXAR');
    const of = (code: string) => menus.find((m) => m.gameCategory === code)?.vendors ?? [];
    expect(of('ESPORTS').map((v) => v.vassalage)).toContain('PXAR');
    expect(of('SPORTS').map((v) => v.vassalage)).not.toContain('PXAR');
  });
});
