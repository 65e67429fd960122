import type { GameCard } from '@gamehall/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { english, fundedPlayer } from './support/accounts.ts';
import { openPage } from './support/browser.ts';
import { loggedIn, logInWithPassword } from './support/session.ts';
import { siteForThisFile } from './support/site.ts';

/*
 * Issue 17's promise, walked as a player would: one game of every vendor of the demo
 * catalogue (and, for the live and card-room vendors, one of every table kind they list)
 * opens and shows its game — no launch answers GAME_UNAVAILABLE, no game page says it
 * cannot play its engine. The sports and e-sports vendors' titles open the site's
 * sportsbook (issue 18) as their vendor's book.
 */

const site = siteForThisFile({ NODE_ENV: 'development' });
type Game = z.infer<typeof GameCard>;

const lotteryPages = { LOTT: '/lottery', SEA: '/seaLottery', VN: '/vnlottery' } as const;

async function gameList(query: Record<string, string>): Promise<Game[]> {
  const search = new URLSearchParams({ pageSize: '100', ...query });
  const res = await fetch(`${site.server.url}/wps/relay/GCSGAME_gameList?${search}`);
  const body = (await res.json()) as { value: { games: Game[] } };
  return body.value.games;
}

/** The vendors of every category, as the site's nav lists them (a vendor's own list). */
async function vendorsOfCatalogue(): Promise<string[]> {
  const codes = new Set<string>();
  for (let pageNo = 1; ; pageNo++) {
    const search = new URLSearchParams({ pageSize: '100', pageNo: String(pageNo) });
    const res = await fetch(`${site.server.url}/wps/relay/GCSGAME_gameList?${search}`);
    const { value } = (await res.json()) as { value: { games: Game[]; totalPages: number } };
    for (const g of value.games) codes.add(g.vassalage);
    if (pageNo >= value.totalPages) break;
  }
  return [...codes].sort();
}

/**
 * A vendor's first game, and for a vendor with table kinds (classify values) the first of
 * each kind no vendor walked before has listed.
 */
async function gamesToWalk(vendor: string, kindsSeen: Set<string>): Promise<Game[]> {
  const games = await gameList({ vassalage: vendor });
  const picked = games.slice(0, 1);
  for (const g of games) {
    const kind = `${g.gameType}:${g.gameClassify}`;
    if (g.gameClassify && !kindsSeen.has(kind)) {
      kindsSeen.add(kind);
      if (!picked.includes(g)) picked.push(g);
    }
  }
  return picked;
}

/** Where a click on the tile takes a logged-in player (lobby/model/launch.ts). */
function routeOf(game: Game): string {
  if (game.gameType === 'SPORTS' || game.gameType === 'ESPORTS') {
    return `/${game.gameType.toLowerCase()}?book=${game.vassalage}`;
  }
  if (game.lotteryVariant) {
    const query = new URLSearchParams({ gameCode: game.nodeId });
    if (game.defaultPlayType) query.set('playType', game.defaultPlayType);
    return `${lotteryPages[game.lotteryVariant]}?${query}`;
  }
  const query = new URLSearchParams({ gameId: String(game.gameId), vassalage: game.vassalage });
  if (game.gameType === 'PVP') query.set('roomId', 'beginner');
  return `/game?${query}`;
}

/** Opens a game as its tile would and waits for it to show itself; the problem, if any. */
async function walk(page: Page, game: Game): Promise<string | null> {
  await page.goto(`${site.server.url}${routeOf(game)}`);
  if (game.gameType === 'SPORTS' || game.gameType === 'ESPORTS') {
    // The book names the vendor it is, beside its slip.
    await page.getByRole('region', { name: 'Bet slip' }).waitFor();
    const book = page.getByRole('main').getByText(game.displayName, { exact: true });
    return (await book.isVisible()) ? null : `book page without ${game.displayName}`;
  }
  if (game.lotteryVariant) {
    // The game's betting page names its code under the title; the lobby (a code it does not
    // take bets on) names none.
    const code = page.getByRole('main').getByText(new RegExp(` · game ${game.nodeId}$`));
    const lobby = page.getByRole('main').getByRole('heading', { level: 1 }).first();
    await code.or(lobby).first().waitFor();
    await page.waitForLoadState('networkidle');
    return (await code.isVisible()) ? null : `lottery page: ${await lobby.textContent()}`;
  }
  const frame = page.getByRole('region', { name: 'Game window' });
  const refused = frame.getByRole('alert');
  const offer = page.getByRole('region', { name: /keeps its own wallet$/ });
  const iframe = page.locator('iframe[title="Game window"]');
  await refused.or(offer).or(iframe).first().waitFor();
  if (await refused.isVisible()) return `refused: ${await refused.textContent()}`;
  if (await offer.isVisible()) {
    // A transfer-wallet vendor: move a little in, as the offer asks.
    await offer.getByRole('textbox', { name: 'Amount to move in' }).fill('1');
    await offer.getByRole('button', { name: 'Move in and play' }).click();
  }
  const game$ = page.frameLocator('iframe[title="Game window"]');
  const title = game$.getByRole('heading', { level: 1, name: game.gameName, exact: true });
  const unavailable = game$.getByText(/not available yet|could not be opened/);
  await title.or(unavailable).first().waitFor({ timeout: 20_000 });
  return (await unavailable.isVisible()) ? `page: ${await unavailable.textContent()}` : null;
}

describe('one game of every vendor', () => {
  it('opens and shows its game, the sportsbooks as their vendor’s book', async () => {
    const account = 'walker01';
    await fundedPlayer(site.server, { account, password: `${account}1234` }, 100);
    const { page, errors, close } = await openPage(site.browser, site.server.url, {
      viewport: { width: 1280, height: 800 },
    });
    await english(page);
    await logInWithPassword(page, account, `${account}1234`);
    await loggedIn(page);

    const vendors = await vendorsOfCatalogue();
    const kindsSeen = new Set<string>();
    const problems: string[] = [];
    const books: string[] = [];
    let walked = 0;
    for (const vendor of vendors) {
      for (const game of await gamesToWalk(vendor, kindsSeen)) {
        const problem = await walk(page, game);
        walked++;
        if (problem) problems.push(`${vendor} ${game.gameName} (${game.gameType}): ${problem}`);
        else if (game.gameType === 'SPORTS' || game.gameType === 'ESPORTS') books.push(vendor);
      }
    }
    expect(problems).toEqual([]);
    // Every vendor of the demo catalogue, each table kind of the live and card-room vendors.
    expect(vendors.length).toBe(38);
    expect([...kindsSeen].filter((k) => k.startsWith('LIVE:')).length).toBe(6);
    expect([...kindsSeen].filter((k) => k.startsWith('PVP:')).length).toBe(9);
    expect(books).toHaveLength(6);
    expect(walked).toBeGreaterThan(vendors.length);
    expect(errors).toEqual([]);
    await close();
  }, 600_000);
});
