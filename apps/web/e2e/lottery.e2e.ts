import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { english, fundedPlayer } from './support/accounts.ts';
import { openPage } from './support/browser.ts';
import {
  betShown,
  boardRow,
  drawWithTime,
  headerBalance,
  myBetsOn,
  prizeShown,
  signed,
  untilOrReload,
} from './support/lottery.ts';
import { centre, header, loggedIn, logInWithPassword, openSection } from './support/session.ts';
import { siteForThisFile } from './support/site.ts';

/*
 * Issue 15's lottery as a player meets it, against the real server on a fresh database
 * (its draws job drawing every minute): from the e-lottery lobby to the betting page, a
 * slip and a chase through the page's own controls, the draw, the wins in my bets, the
 * header and the betting record, and the draw recomputed on /verify; then a Vietnam North
 * lô 2 bet placed on its page and settled from the result the operator enters.
 */

// No made-up regional results: the VN draw below waits for the operator's.
const site = siteForThisFile({ NODE_ENV: 'development', LOTTERY_DEMO_RESULTS: 'false' });

const SSC = 'SSC · every 1 min';
const VN_NORTH = 'Vietnam North (Miền Bắc)';
/** Betting left on a draw before the test places on it; else it waits for the next one. */
const MARGIN_MS = 20_000;

async function loggedInPlayer(account: string, amount: number) {
  const password = `${account}1234`;
  await fundedPlayer(site.server, { account, password }, amount);
  const opened = await openPage(site.browser, site.server.url, {
    viewport: { width: 1280, height: 900 },
  });
  await english(opened.page);
  await logInWithPassword(opened.page, account, password);
  await loggedIn(opened.page);
  await expect.poll(() => headerBalance(opened.page)).toBe(amount * 100);
  return opened;
}

/** Picks a play type on the betting page and waits for its board. */
async function playType(page: Page, name: string, firstRow: string) {
  await page.getByRole('combobox', { name: 'Play type' }).selectOption({ label: name });
  await boardRow(page, firstRow).waitFor();
}

const summary = (page: Page) =>
  page.getByRole('region', { name: 'Your picks' }).getByText(/ · total \$/);

/** Opens the member centre's betting record from the header's account menu. */
async function bettingRecord(page: Page) {
  await header(page).getByRole('button', { name: 'Account menu' }).click();
  await header(page).getByRole('button', { name: 'Member centre' }).click();
  await openSection(page, 'Betting record');
  return centre(page).getByRole('table', { name: 'Betting record' });
}

describe('lottery', () => {
  it('bets a slip and a chase on SSC from the lobby, sees the draw settle them, the balance, the record, and verifies the draw', async () => {
    const { page, errors, close } = await loggedInPlayer('sscplayer', 500);

    // The e-lottery lobby lists the in-house draws; the 1-minute SSC links to its page.
    await page.goto('/elott');
    const board = page.getByRole('region', { name: 'In-house draws' });
    await board
      .getByRole('article', { name: SSC })
      .getByRole('link', { name: `Bet on ${SSC}` })
      .click();
    await page.waitForURL(/\/lottery\?gameCode=SSC_1M$/);
    await page.getByRole('heading', { level: 1, name: SSC }).waitFor();

    // Everything below goes on one draw: one with time left to place both slips.
    const draw = await drawWithTime(page, MARGIN_MS);
    expect(draw.commitment).toMatch(/^[0-9a-f]{64}$/);

    // (a) Last two straight: 3 in the 4th, 7 in the 5th — one bet at $2.00.
    await playType(page, 'Last two straight', '4th');
    await boardRow(page, '4th').getByRole('button', { name: '3', exact: true }).click();
    await boardRow(page, '5th').getByRole('button', { name: '7', exact: true }).click();
    await summary(page).getByText('1 bet · total $2.00').waitFor();
    const straightPrize = await prizeShown(page);
    await page.getByRole('button', { name: 'Add to slip' }).click();

    // (b) Big and small on the total: two bets, exactly one of which wins.
    await playType(page, 'Total big, small, odd, even', 'Total sum');
    await boardRow(page, 'Total sum').getByRole('button', { name: 'Big', exact: true }).click();
    await boardRow(page, 'Total sum').getByRole('button', { name: 'Small', exact: true }).click();
    await summary(page).getByText('2 bets · total $4.00').waitFor();
    const sidePrize = await prizeShown(page);
    await page.getByRole('button', { name: 'Add to slip' }).click();

    const slip = page.getByRole('region', { name: 'Bet slip (2)' });
    await slip.getByText('Total $6.00', { exact: true }).waitFor();
    await slip.getByRole('button', { name: 'Place bets' }).click();
    const confirm = page.getByRole('dialog', { name: 'Place these bets?' });
    expect(await confirm.getByRole('definition').allTextContents()).toEqual([
      draw.issue,
      '2',
      '$6.00',
    ]);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Placed 2 bets \(order \d+\) for \$6\.00\. Balance: \$494\.00\.$/ })
      .waitFor();

    // (c) A chase of three draws: every digit in the 1st place at $0.20 (10 bets, one of
    // which wins each draw), stopping after a win — so the 2nd and 3rd draws are refunded.
    await playType(page, 'Position', '1st');
    await page.getByRole('combobox', { name: 'Unit' }).selectOption({ label: '$0.20' });
    await boardRow(page, '1st')
      .getByRole('group', { name: 'Quick picks' })
      .getByRole('button', { name: 'All', exact: true })
      .click();
    await summary(page).getByText('10 bets · total $2.00').waitFor();
    const positionPrize = await prizeShown(page);
    await page.getByRole('button', { name: 'Add to slip' }).click();
    const chaseSlip = page.getByRole('region', { name: 'Bet slip (1)' });
    await chaseSlip.getByRole('checkbox', { name: 'Chase the next draws' }).check();
    await chaseSlip.getByRole('spinbutton', { name: 'Draws' }).fill('3');
    const perDraw = chaseSlip.getByRole('list', { name: 'Multiplier per draw' });
    await expect.poll(() => perDraw.getByRole('spinbutton').count()).toBe(3);
    // The first draw of the chase is the one the slip above went on.
    await perDraw.getByRole('spinbutton', { name: `Multiplier of draw ${draw.issue}` }).waitFor();
    expect(await chaseSlip.getByRole('checkbox', { name: 'Stop after a win' }).isChecked()).toBe(
      true,
    );
    await chaseSlip.getByText('Total $6.00 · over 3 draws').waitFor();
    await chaseSlip.getByRole('button', { name: 'Place bets' }).click();
    expect(await confirm.getByRole('definition').allTextContents()).toEqual([
      draw.issue,
      '1',
      '3 draws · Stop after a win',
      '$6.00',
    ]);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Placed 3 bets \(order \d+\) for \$6\.00\. Balance: \$488\.00\.$/ })
      .waitFor();

    // My bets: the slip's two and the chase's first on this draw, all open.
    const mine = myBetsOn(page, draw.issue);
    await expect.poll(() => mine.count()).toBe(3);
    for (const item of await mine.all()) expect((await betShown(item)).state).toBe('Open');
    await expect.poll(() => headerBalance(page)).toBe(48_800);

    // The draw: its result appears under the last results by itself (the page asks again
    // once it is due), and my bets follow it — all settled: the slip's, the chase's win
    // and the two draws it no longer follows.
    const results = page.getByRole('region', { name: 'Last results' });
    const result = results.getByRole('listitem').filter({ hasText: draw.issue });
    await result.waitFor({ timeout: 90_000 });
    const resultText = (await result.textContent()) ?? '';
    const numbers = resultText
      .slice(draw.issue.length, resultText.lastIndexOf('Verify'))
      .trim()
      .split(' ')
      .map(Number);
    expect(numbers).toHaveLength(5);
    const listed = page.getByRole('region', { name: 'My bets' }).getByRole('listitem');
    const states = async () =>
      (await Promise.all((await listed.all()).map(betShown))).map((b) => b.state);
    await untilOrReload(
      page,
      async () => (await states()).length === 5 && !(await states()).includes('Open'),
    );

    // What the page shows against what the rules and the drawn numbers say.
    const shown = await Promise.all((await listed.all()).map(betShown));
    const on = (re: RegExp) => shown.filter((b) => re.test(b.text));
    const straightWins = numbers[3] === 3 && numbers[4] === 7;
    const [straight] = on(/Last two straight/);
    expect(straight).toMatchObject({
      state: straightWins ? 'Won' : 'Lost',
      stake: 200,
      paid: straightWins ? straightPrize : 0,
    });
    expect(on(/Total big, small, odd, even/)).toEqual([
      expect.objectContaining({ state: 'Won', stake: 400, paid: sidePrize }),
    ]);
    const chased = on(/Position/);
    const chaseIndex = (text: string) => /chase (\d)\/3/.exec(text)?.[1];
    expect(
      chased
        .map((b) => [chaseIndex(b.text), b.state, b.stake, b.paid])
        .sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    ).toEqual([
      ['1', 'Won', 200, positionPrize],
      ['2', 'Cancelled', 200, 0],
      ['3', 'Cancelled', 200, 0],
    ]);

    // The header: the money before, less every stake not refunded, plus the wins — by
    // itself, once the page sees its bets settled.
    const staked = shown.filter((b) => b.state !== 'Cancelled').reduce((s, b) => s + b.stake, 0);
    const won = shown.reduce((s, b) => s + b.paid, 0);
    const expected = 50_000 - staked + won;
    await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(expected);

    // The betting record: each bet a round of the in-house lottery, the refunded ones too.
    const record = await bettingRecord(page);
    const rows = record.getByRole('row').filter({ hasText: 'Gamehall Lottery' });
    await expect.poll(() => rows.count()).toBe(5);
    const recorded = await Promise.all(
      (await rows.all()).map(async (row) =>
        (await row.getByRole('cell').allTextContents()).slice(1),
      ),
    );
    const amount = (cents: number) => (cents / 100).toFixed(2);
    const expectedRows = shown.map((b) =>
      b.state === 'Cancelled'
        ? ['0.00', '0.00', '0.00', 'Refunded']
        : [amount(b.stake), amount(b.paid), amount(b.paid - b.stake), 'Settled'],
    );
    expect(recorded.map((cells) => cells.slice(2, 6)).sort()).toEqual(expectedRows.sort());
    for (const cells of recorded)
      expect(cells.slice(0, 2)).toEqual(['Gamehall Lottery', 'SSC 1 min']);
    const totals = centre(page).getByRole('region', { name: 'Totals' });
    expect(await totals.getByRole('definition').allTextContents()).toEqual([
      signed(staked),
      signed(won),
      signed(won - staked),
    ]);
    await centre(page).getByRole('button', { name: 'Close' }).first().click();

    // The result's verify link: /verify recomputes the same numbers from the revealed seed,
    // whose hash is the commitment shown before the draw.
    await results.getByRole('link', { name: `Verify draw ${draw.issue} of ${SSC}` }).click();
    await page.waitForURL(/\/verify\?engine=lottery-SSC&/);
    await page.getByRole('button', { name: 'Verify' }).click();
    const recomputed = page.getByRole('region', { name: 'Recomputed round' });
    await recomputed.getByText(draw.commitment, { exact: true }).waitFor();
    expect(await recomputed.getByRole('definition').first().textContent()).toBe(numbers.join(' '));
    expect(errors).toEqual([]);
    await close();
  }, 240_000);

  it('settles a Vietnam North lô 2 bet from the result the operator enters', async () => {
    const { page, errors, close } = await loggedInPlayer('vnplayer', 100);

    // The Vietnam lottery lobby lists its draws; the north's links to its betting page.
    await page.goto('/vnlottery');
    await page
      .getByRole('region', { name: 'Our Vietnam draws' })
      .getByRole('article', { name: VN_NORTH })
      .getByRole('link', { name: `Bet on ${VN_NORTH}` })
      .click();
    await page.waitForURL(/\/vnlottery\?gameCode=VN_NORTH$/);
    await page.getByRole('heading', { level: 1, name: VN_NORTH }).waitFor();
    const { issue } = await drawWithTime(page, MARGIN_MS);

    // Lô 2 (the page's first play type) on 27 and 44 at $2.00: a bet per number, $4.00.
    expect(await page.getByRole('combobox', { name: 'Play type' }).inputValue()).toBe(
      'vn.north.lo2',
    );
    await page.getByRole('textbox', { name: 'Numbers of 2 digits' }).fill('27 44');
    await summary(page).getByText('2 bets · total $4.00').waitFor();
    const prize = await prizeShown(page);
    await page.getByRole('button', { name: 'Add to slip' }).click();
    await page
      .getByRole('region', { name: 'Bet slip (1)' })
      .getByRole('button', { name: 'Place bets' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Place these bets?' });
    expect(await confirm.getByRole('definition').allTextContents()).toEqual([issue, '1', '$4.00']);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Placed 1 bet \(order \d+\) for \$4\.00\. Balance: \$96\.00\.$/ })
      .waitFor();
    const bet = myBetsOn(page, issue);
    await expect.poll(() => bet.count()).toBe(1);
    expect(await betShown(bet)).toMatchObject({ state: 'Open', stake: 400 });
    await expect.poll(() => headerBalance(page)).toBe(9_600);

    // The operator closes the draw and enters its 27 numbers, tier by tier (special first):
    // two of them end in 27 (the second prize's 10327 and the seventh's 27), none in 44.
    await site.server.operator('lottery', 'close', 'VN_NORTH', issue);
    const out = await site.server.operator(
      'lottery',
      'result',
      'VN_NORTH',
      issue,
      [
        '12345',
        '67890',
        '10327,55501',
        '11111,22222,33333,55555,66666,77777',
        '1234,5678,9012,3456',
        '7890,1357,2468,3579,4680,5791',
        '123,456,789',
        '27,03,58,91',
      ].join('/'),
    );
    expect(out).toContain(`draw ${issue} result revision 1, 1 bets settled`);

    // The player comes back to the page: the result's tiers, the bet won twice (once per
    // prize number ending in 27), and the header with the win.
    await page.reload();
    const tiers = page
      .getByRole('region', { name: 'Last results' })
      .getByRole('table', { name: `Prizes of draw ${issue}` });
    await tiers
      .getByRole('row', { name: /^Seventh prize/ })
      .getByText('27', { exact: true })
      .waitFor();
    await tiers
      .getByRole('row', { name: /^Second prize/ })
      .getByText('10327', { exact: true })
      .waitFor();
    const won = 2 * prize;
    await expect.poll(async () => (await betShown(bet)).state).toBe('Won');
    expect(await betShown(bet)).toMatchObject({ state: 'Won', stake: 400, paid: won });
    await expect.poll(() => headerBalance(page)).toBe(9_600 + won);

    const record = await bettingRecord(page);
    const row = record.getByRole('row').filter({ hasText: 'Gamehall Vietnam Lottery' });
    await expect.poll(() => row.count()).toBe(1);
    expect((await row.getByRole('cell').allTextContents()).slice(1, 7)).toEqual([
      'Gamehall Vietnam Lottery',
      'Vietnam North',
      '4.00',
      (won / 100).toFixed(2),
      ((won - 400) / 100).toFixed(2),
      'Settled',
    ]);
    expect(errors).toEqual([]);
    await close();
  });
});
