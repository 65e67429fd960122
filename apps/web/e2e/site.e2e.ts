import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.ts';
import { siteForThisFile } from './support/site.ts';

/** Every route of product §2 with a path a visitor can open. */
const routes = [
  '/index',
  '/index.html',
  '/register',
  '/noticePage',
  '/vip',
  '/pointMall',
  '/promotions',
  '/promoDetail',
  '/seamless',
  '/help',
  '/helpmc',
  '/down',
  '/join',
  '/lottery',
  '/vnlottery',
  '/seaLottery',
  '/elott',
  '/sports',
  '/esports',
  '/fish',
  '/pvp',
  '/rng',
  '/live',
  '/hot',
  '/fav',
  '/rng?gameClassify=Crash',
  '/game',
];

/** Opens a path and, as a visitor would, closes the popup notices shown on arrival. */
async function visit(page: import('playwright-core').Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  for (let i = 0; i < 10; i++) {
    const dialog = page.getByRole('dialog');
    if ((await dialog.count()) === 0) return;
    await page.keyboard.press('Escape');
    await page.waitForTimeout(150);
  }
}

const site = siteForThisFile();

describe('the site shell', () => {
  it('redirects / to /index and builds the nav from the server’s categories', async () => {
    const res = await fetch(`${site.server.url}/lgw/games/game_menus`);
    const menus = (await res.json()).value as {
      gameCategory: string;
      vendors: { displayName: string }[];
    }[];
    const { page, errors, close } = await openPage(site.browser, site.server.url);
    await visit(page, '/');
    expect(new URL(page.url()).pathname).toBe('/index');
    const nav = page.getByRole('navigation', { name: /principal|main/i });
    await nav.waitFor();
    // A category with vendors shows its vendors in the dropdown.
    const live = menus.find((m) => m.gameCategory === 'LIVE');
    expect(live?.vendors.length).toBeGreaterThan(0);
    await nav.locator('a[href="/live"]').first().hover();
    const vendor = live?.vendors[0]?.displayName ?? '';
    await nav.getByRole('link', { name: vendor }).first().waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('loads every route of the product without a console error', async () => {
    const { page, errors, close } = await openPage(site.browser, site.server.url);
    for (const route of routes) {
      await page.goto(route, { waitUntil: 'networkidle' });
      await page.getByRole('heading').first().waitFor();
      expect(errors, route).toEqual([]);
    }
    await close();
  });

  it('shows a friendly not-found page inside the layout for an unknown path', async () => {
    const { page, errors, close } = await openPage(site.browser, site.server.url);
    await visit(page, '/no-such-page');
    await page
      .getByRole('link', { name: /inicio|home/i })
      .first()
      .waitFor();
    expect(await page.getByRole('banner').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('operator switches', () => {
  it('shows the maintenance page while maintenance is on, with its end time', async () => {
    await site.server.operator('maintenance', 'on', '--until', '2099-01-02T03:04:05Z');
    const { page, close } = await openPage(site.browser, site.server.url);
    // A visitor who chose English before: the product gives these texts in English.
    await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
    try {
      await page.goto('/index');
      await page.getByText('System Maintenance').waitFor();
      await page.getByText('RESTRICTION OF VISIT').waitFor();
      await page.getByText(/2099-01-0\d \d\d:\d\d:05/).waitFor();
      await page.getByRole('link', { name: /contact us/i }).waitFor();
    } finally {
      await site.server.operator('maintenance', 'off');
      await close();
    }
    const again = await openPage(site.browser, site.server.url);
    await again.page.goto('/index');
    await again.page.getByRole('navigation', { name: /principal|main/i }).waitFor();
    await again.close();
  });

  it('shows a blocked country the restriction page with its IP and country', async () => {
    await site.server.operator('region', 'block', 'US');
    const visitor = await openPage(site.browser, site.server.url, {
      extraHTTPHeaders: { 'x-forwarded-for': '8.8.8.8' },
    });
    try {
      await visitor.page.goto('/index');
      await visitor.page.getByText('8.8.8.8').waitFor();
      await visitor.page
        .getByText(/\bUS\b/)
        .first()
        .waitFor();
    } finally {
      await site.server.operator('region', 'unblock', 'US');
      await visitor.close();
    }
  });
});

describe('languages and themes', () => {
  async function chooseLanguage(page: import('playwright-core').Page, name: string) {
    await page
      .getByRole('button', { name: /^(language|idioma|语言)/i })
      .first()
      .click();
    await page.getByRole('option', { name }).or(page.getByRole('menuitemradio', { name })).click();
  }

  it('switches to Spanish, and the choice survives a reload', async () => {
    const { page, errors, close } = await openPage(site.browser, site.server.url);
    await visit(page, '/index');
    await chooseLanguage(page, 'English');
    await page.getByRole('link', { name: 'Promotions' }).first().waitFor();
    await chooseLanguage(page, 'Español');
    await page.getByRole('link', { name: 'Promociones' }).first().waitFor();
    await page.reload();
    await page.getByRole('link', { name: 'Promociones' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ES');
    expect(await page.evaluate(() => localStorage.getItem('hisLang'))).toBe('EN');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the brand’s notices and help in the language chosen (issue 20)', async () => {
    const { page, errors, close } = await openPage(site.browser, site.server.url);
    // The demo brand is Spanish: its notices are too, before anyone picks a language.
    await visit(page, '/noticePage');
    await page
      .getByText(/Recordatorio de seguridad/)
      .first()
      .waitFor();
    await chooseLanguage(page, 'English');
    await page
      .getByText(/Security reminder/)
      .first()
      .waitFor();
    await visit(page, '/help');
    await chooseLanguage(page, '简体中文');
    await page.getByRole('heading', { name: '关于我们' }).first().waitFor();
    expect(await page.getByText('About Us', { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('turns the page right-to-left for Arabic', async () => {
    const { page, close } = await openPage(site.browser, site.server.url);
    await visit(page, '/index');
    await chooseLanguage(page, 'العربية');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await close();
  });

  it('toggles the dark theme and keeps it after a reload', async () => {
    const { page, close } = await openPage(site.browser, site.server.url, { colorScheme: 'light' });
    await visit(page, '/index');
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
    expect(await theme()).toBe('light');
    await page
      .getByRole('switch', { name: /dark|oscuro|深色/i })
      .first()
      .click();
    expect(await theme()).toBe('dark');
    await page.reload();
    await page.getByRole('navigation', { name: /principal|main/i }).waitFor();
    expect(await theme()).toBe('dark');
    await close();
  });
});

describe('small screens', () => {
  it('has no horizontal scroll at 375 px wide', async () => {
    const { page, close } = await openPage(site.browser, site.server.url, {
      viewport: { width: 375, height: 740 },
    });
    for (const route of ['/index', '/noticePage', '/help', '/down', '/rng', '/lottery', '/vip']) {
      await page.goto(route, { waitUntil: 'networkidle' });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, route).toBeLessThanOrEqual(0);
    }
    await close();
  });
});
