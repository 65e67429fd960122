import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { english, fundedPlayer } from './support/accounts.ts';
import { openPage } from './support/browser.ts';
import { centsIn, headerBalance } from './support/lottery.ts';
import { centre, header, loggedIn, logInWithPassword, openSection } from './support/session.ts';
import { siteForThisFile } from './support/site.ts';

/*
 * Issue 18's sportsbook as a player meets it, against the real server and its demo feed on
 * a fresh database (decision 037). The brand's demo matches last a minute here, so a match
 * bet on before kick-off ends within the test: a pre-match single and a 3-leg combo placed
 * from /sports, an in-play price seen moving, the combo cashed out, and once the single's
 * match is over its settled bet in my bets, the betting record and the header balance.
 */

/** The demo brand with one-minute matches and a one-second in-play delay. */
function quickMatchesBrand(): string {
  const brand = JSON.parse(fs.readFileSync(path.resolve('config/brand.json'), 'utf8'));
  brand.sports = {
    ...brand.sports,
    feed: { kind: 'demo', matchSeconds: 60 },
    inPlayDelaySeconds: 1,
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gamehall-sports-'));
  const file = path.join(dir, 'brand.json');
  fs.writeFileSync(file, JSON.stringify(brand));
  return file;
}

const site = siteForThisFile({ NODE_ENV: 'development', BRAND_FILE: quickMatchesBrand() });
const FUNDS = 100;

const slip = (page: Page) => page.getByRole('region', { name: 'Bet slip' });
const matchRows = (page: Page) =>
  page
    .getByRole('tabpanel')
    .getByRole('article')
    .filter({ has: page.getByRole('button') });
/** A match row's first open price (its result market's home side). */
const firstPrice = (row: Locator) => row.getByRole('button', { disabled: false }).first();
/** The row of a match, by its teams. */
const rowOf = (page: Page, teams: string) =>
  matchRows(page).filter({ has: page.getByRole('heading', { name: teams, exact: true }) });

/**
 * The teams of the listed matches that kick off at least `seconds` from now, soonest first:
 * the demo's matches start every few seconds here, and one that kicks off while its bet is
 * on the way is refused as a closed market (as it should be).
 */
async function laterMatches(page: Page, seconds: number): Promise<string[]> {
  // One reading of the list as it stands: rows leave it as their matches kick off.
  const rows = await matchRows(page).evaluateAll((articles) =>
    articles.map((a) => ({
      teams: a.querySelector('h3')?.textContent?.trim() ?? '',
      at: Date.parse(a.querySelector('time')?.getAttribute('datetime') ?? ''),
    })),
  );
  return rows
    .filter((m) => m.at - Date.now() >= seconds * 1000)
    .sort((a, b) => a.at - b.at)
    .map((m) => m.teams);
}

async function place(page: Page, stakeLabel: RegExp | string, stake: string) {
  await slip(page).getByRole('textbox', { name: stakeLabel }).fill(stake);
  await slip(page).getByRole('button', { name: 'Place bets' }).click();
  const placed = slip(page)
    .getByRole('status')
    .filter({ hasText: /^Placed: / });
  // A refusal says why at once, rather than as a placed bet that never comes.
  const refused = slip(page).getByRole('alert');
  await placed.or(refused).first().waitFor({ timeout: 20_000 });
  if (await refused.isVisible()) throw new Error(`Refused: ${await refused.textContent()}`);
  // A slip whose bets all went in empties itself; else clear what is left.
  const clear = slip(page).getByRole('button', { name: 'Clear the slip' });
  if (await clear.isVisible()) await clear.click();
}

describe('the sportsbook', () => {
  it('places a single and a combo, sees prices move, cashes out, and is paid when the match ends', async () => {
    const account = 'punter01';
    await fundedPlayer(site.server, { account, password: `${account}1234` }, FUNDS);
    const { page, errors, close } = await openPage(site.browser, site.server.url, {
      viewport: { width: 1280, height: 900 },
    });
    await english(page);
    await logInWithPassword(page, account, `${account}1234`);
    await loggedIn(page);
    await page.goto(`${site.server.url}/sports?book=KCKF&tab=today`);
    await page.getByRole('main').getByText('Kickoff Sports', { exact: true }).waitFor();

    // The soonest match that does not kick off as the bet goes: a single of 5.00 on its first price.
    await matchRows(page).first().waitFor({ timeout: 30_000 });
    const [singleMatch = '', ...others] = await laterMatches(page, 10);
    await firstPrice(rowOf(page, singleMatch)).click();
    await place(page, /^Stake on /, '5');

    // Three other matches: a combo of 2.00.
    for (const teams of others.slice(0, 3)) await firstPrice(rowOf(page, teams)).click();
    await slip(page).getByText('Combo of 3 selections').waitFor();
    await place(page, 'Combo stake', '2');
    await expect.poll(() => headerBalance(page)).toBe((FUNDS - 7) * 100);

    // In play, prices move as the matches go on (a price marked up or down).
    await page.getByRole('tab', { name: 'In play' }).click();
    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: / (up|down)$/ })
      .first()
      .waitFor({ timeout: 30_000 });

    // The combo cashed out at the offer shown.
    const mine = page.getByRole('region', { name: 'My bets' });
    await mine.getByRole('tab', { name: 'Open' }).click();
    const combo = mine.getByRole('listitem', { name: /^Combo of 3 selections, bet \d+$/ });
    const cashOut = combo.getByRole('button', { name: /^Cash out \$/ });
    await cashOut.waitFor({ timeout: 20_000 });
    const offered = centsIn((await cashOut.textContent()) ?? '');
    await cashOut.click();
    await mine
      .getByRole('status')
      .filter({ hasText: /^Cashed out: / })
      .waitFor();
    await expect.poll(() => headerBalance(page)).toBe((FUNDS - 7) * 100 + offered);

    // The single's match ends (a minute after kick-off) and its bet is settled.
    await mine.getByRole('tab', { name: 'Settled' }).click();
    const single = mine
      .getByRole('listitem', { name: /^Single, bet \d+$/ })
      .filter({ hasText: /paid \$/ });
    await single.waitFor({ timeout: 150_000 });
    const text = (await single.textContent()) ?? '';
    expect(text).toContain(singleMatch.trim());
    // Paid what it won (0.00 for a lost bet), as its figures line says.
    const won = centsIn(/paid (\$[\d,]+\.\d\d)/.exec(text)?.[1] ?? null);
    // The header follows: the bets list changing asks the balance again.
    await expect
      .poll(() => headerBalance(page), { timeout: 10_000 })
      .toBe((FUNDS - 7) * 100 + offered + won);

    // Both bets are rounds of the book in the betting record.
    await header(page).getByRole('button', { name: 'Account menu' }).click();
    await header(page).getByRole('button', { name: 'Member centre' }).click();
    await openSection(page, 'Betting record');
    const rows = centre(page).getByRole('row').filter({ hasText: 'Kickoff Sports' });
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    expect(errors).toEqual([]);
    await close();
  }, 300_000);

  it('places a quick bet with one tap on a phone, answered above the folded slip', async () => {
    const account = 'punter02';
    await fundedPlayer(site.server, { account, password: `${account}1234` }, FUNDS);
    const { page, errors, close } = await openPage(site.browser, site.server.url, {
      viewport: { width: 375, height: 812 },
    });
    await english(page);
    await logInWithPassword(page, account, `${account}1234`);
    await loggedIn(page);
    await page.goto(`${site.server.url}/sports?book=KCKF&tab=early`);
    await matchRows(page).first().waitFor({ timeout: 30_000 });

    // Quick bet on at 3.00, set in the slip (a sheet on a phone), which then folds away.
    const sheet = page.getByRole('button', { name: /^Bet slip \(/ });
    await sheet.click();
    await slip(page).getByRole('switch', { name: 'Bet with one tap' }).check();
    await slip(page).getByRole('textbox', { name: 'Quick bet stake' }).fill('3');
    await sheet.click();

    // One tap on a price: the bet is placed, said above the slip's bar, the balance down 3.00.
    await firstPrice(matchRows(page).first()).click();
    await page
      .getByRole('list', { name: 'Quick bets' })
      .getByRole('status')
      .filter({ hasText: /^Placed: .* stake \$3\.00 at / })
      .waitFor({ timeout: 20_000 });
    await expect.poll(() => headerBalance(page)).toBe((FUNDS - 3) * 100);
    expect(await sheet.textContent()).toBe('Bet slip (0)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(errors).toEqual([]);
    await close();
  }, 120_000);
});
