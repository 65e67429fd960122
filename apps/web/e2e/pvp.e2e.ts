import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { english, fundedPlayer } from './support/accounts.ts';
import { openPage } from './support/browser.ts';
import { centsIn, headerBalance } from './support/lottery.ts';
import { centre, header, loggedIn, logInWithPassword, openSection } from './support/session.ts';
import { siteForThisFile } from './support/site.ts';

/*
 * Issue 17's card rooms as two players meet them (decision 036), against the real server
 * on a fresh database: both open the same zha jin hua title in its Beginner room, sit down
 * with the minimum buy-in, and play the hand the server's runner deals once two sit — one
 * calls, the other folds — then both leave, and each header balance is what the hand says.
 */

const site = siteForThisFile({ NODE_ENV: 'development' });
const FUNDS = 1000;

/** A funded player, logged in on a desktop, in a browser context of their own. */
async function player(account: string) {
  const password = `${account}1234`;
  await fundedPlayer(site.server, { account, password }, FUNDS);
  const opened = await openPage(site.browser, site.server.url, {
    viewport: { width: 1280, height: 800 },
  });
  await english(opened.page);
  await logInWithPassword(opened.page, account, password);
  await loggedIn(opened.page);
  return opened;
}

/**
 * The first zha jin hua title of a PVP vendor's tab, in the room picked from the lobby's
 * room picker (room-picker-dialog.tsx), in the game frame.
 */
async function openRoom(page: Page, room: string) {
  await page.goto(`${site.server.url}/pvp?page=CRDC`);
  const panel = page.getByRole('tabpanel', { name: 'Card Citadel' });
  await panel.getByRole('searchbox', { name: 'Search games' }).fill('Zha Jin Hua');
  await panel
    .getByRole('button', { name: /^Play Zha Jin Hua/ })
    .first()
    .click();
  const picker = page.getByRole('dialog', { name: /: pick a room$/ });
  await picker.getByRole('button', { name: `Enter ${room}` }).click();
  await page.waitForURL(/\/game\?gameId=\d+.*roomId=/);
  return page.frameLocator('iframe[title="Game window"]');
}

/** Sits down with the buy-in the form starts with: the room's minimum. */
async function sitDown(game: FrameLocator) {
  await game.getByRole('region', { name: 'Card room Beginner' }).waitFor({ timeout: 30_000 });
  const buyIn = game.getByRole('spinbutton', { name: 'Buy-in' });
  const minimum = Number(await buyIn.inputValue());
  await game.getByRole('button', { name: 'Sit down' }).click();
  await game.getByRole('region', { name: 'Table' }).waitFor();
  return minimum;
}

const yourTurn = (game: FrameLocator) => game.getByRole('region', { name: 'Your turn' });

/** What the result says of the player's own seat: its money in, back, and the difference. */
async function myResult(game: FrameLocator) {
  const result = game.getByRole('region', { name: /^Result of hand \d+$/ });
  await result.waitFor({ timeout: 30_000 });
  const row = result
    .getByRole('row')
    .filter({ has: game.getByRole('rowheader', { name: /\(you\)$/ }) });
  const cells = row.getByRole('cell');
  // Cells: won or lost, the hand, put in, got back.
  const text = async (i: number) => (await cells.nth(i).textContent()) ?? '';
  const [net, putIn, back] = [await text(0), await text(2), await text(3)];
  return {
    putIn: centsIn(putIn),
    back: centsIn(back),
    net: net.startsWith('Lost') ? -centsIn(net) : centsIn(net),
    rake: centsIn(await result.getByText(/^Rake: /).textContent()),
  };
}

/** The last hand's seed hash and its link to /verify, from the table's provably fair panel. */
async function lastHandProof(game: FrameLocator) {
  const last = game.getByRole('region', { name: /^Last hand: Hand \d+$/ });
  await game.getByText('Provably fair', { exact: true }).click();
  const hash = (await last.getByRole('definition').first().textContent()) ?? '';
  const link = game.getByRole('link', { name: /^Verify hand \d+$/ });
  return { hash, href: (await link.getAttribute('href')) ?? '' };
}

async function leave(game: FrameLocator) {
  await game.getByRole('button', { name: 'Leave table' }).click();
  await game.getByText('You left the table: your chips are back in your balance.').waitFor();
}

describe('the PVP card rooms', () => {
  it('deals a zha jin hua hand between two players: one calls, one folds, both are paid what it says, the sitting is in the record and the hand verifies', async () => {
    const alice = await player('zjhalice');
    const bob = await player('zjhbob01');
    const games = [await openRoom(alice.page, 'Beginner'), await openRoom(bob.page, 'Beginner')];
    const pages = [alice.page, bob.page];
    for (const page of pages) expect(await headerBalance(page)).toBe(FUNDS * 100);

    const minimum = await sitDown(games[0] as FrameLocator);
    await games[0]?.getByText('Waiting for another player to sit down…').waitFor();
    expect(await sitDown(games[1] as FrameLocator)).toBe(minimum);
    // The buy-in left the wallet.
    for (const page of pages) {
      await expect.poll(() => headerBalance(page)).toBe((FUNDS - minimum) * 100);
    }

    // The runner deals once two sit: whoever is first to act calls, the other folds.
    let first = -1;
    await expect
      .poll(
        async () => {
          for (const [i, game] of games.entries()) if (await yourTurn(game).isVisible()) first = i;
          return first;
        },
        { timeout: 30_000, interval: 250 },
      )
      .not.toBe(-1);
    const caller = games[first] as FrameLocator;
    const folder = games[1 - first] as FrameLocator;
    await yourTurn(caller).getByRole('button', { name: 'Call' }).click();
    await yourTurn(folder).getByRole('button', { name: 'Fold' }).click({ timeout: 20_000 });

    // The folder stands up at once, before the runner's pause deals the next hand.
    const lost = await myResult(folder);
    const proof = await lastHandProof(folder);
    await leave(folder);
    const won = await myResult(caller);
    await leave(caller);

    // Two boots and a blind call: the pot is 3 boots, 5% of it raked; the caller put in 2.
    const boot = lost.putIn;
    expect(lost).toEqual({ putIn: boot, back: 0, net: -boot, rake: won.rake });
    expect(won.rake).toBe(Math.floor((3 * boot * 500) / 10_000));
    expect(won).toEqual({
      putIn: 2 * boot,
      back: 3 * boot - won.rake,
      net: boot - won.rake,
      rake: won.rake,
    });
    // Back in the wallet: the buy-in and what the hand made of it.
    await expect.poll(() => headerBalance(pages[first] as Page)).toBe(FUNDS * 100 + won.net);
    await expect.poll(() => headerBalance(pages[1 - first] as Page)).toBe(FUNDS * 100 + lost.net);

    // The sitting is one round of the betting record under its vendor, lost by the folder.
    const folderPage = pages[1 - first] as Page;
    await header(folderPage).getByRole('button', { name: 'Account menu' }).click();
    await header(folderPage).getByRole('button', { name: 'Member centre' }).click();
    await openSection(folderPage, 'Betting record');
    const row = centre(folderPage).getByRole('row').filter({ hasText: 'Card Citadel' });
    await row.first().waitFor();
    expect(await row.count()).toBe(1);

    // /verify deals the hand again from its revealed seed: the hash shown during the hand,
    // and the two seats dealt in.
    expect(proof.hash).toMatch(/^[0-9a-f]{64}$/);
    await folderPage.goto(`${site.server.url}${proof.href}`);
    await folderPage.getByRole('button', { name: 'Verify' }).click();
    await folderPage.getByText(proof.hash, { exact: true }).waitFor();
    const recomputed = folderPage.getByRole('region', { name: 'Recomputed round' });
    expect(await recomputed.getByRole('rowheader', { name: /^Seat \d+/ }).count()).toBe(2);

    expect([...alice.errors, ...bob.errors]).toEqual([]);
    await alice.close();
    await bob.close();
  }, 300_000);
});
