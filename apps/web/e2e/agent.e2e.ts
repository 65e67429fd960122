import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { english, operatorCall } from './support/accounts.ts';
import { openPage } from './support/browser.ts';
import { playRound } from './support/money.ts';
import { dialog, header, loggedIn, logInWithPassword } from './support/session.ts';
import { siteForThisFile } from './support/site.ts';

/*
 * Issue 14's agent flow as people do it, against the real server on a fresh database: an
 * agent opens a downline agent and a player in the register centre, offers the downline a
 * daily salary, the downline finds the offer in its mailbox, accepts it and opens a player
 * of its own, the players bet, the day is settled, and both agents find their payout in my
 * income and their account record.
 * Development mode: the operator's early settlement exists there only.
 */

const site = siteForThisFile({ NODE_ENV: 'development' });

const agentCentre = (page: Page) => dialog(page, 'Agent centre');

async function newPage() {
  const opened = await openPage(site.browser, site.server.url);
  await english(opened.page);
  return opened;
}

/**
 * Logs in with the password the agent chose and changes it, as the site demands (the
 * password just typed stands for the current one).
 */
async function firstLogin(page: Page, account: string, given: string, chosen: string) {
  await logInWithPassword(page, account, given);
  const change = dialog(page, 'Change password');
  await change.getByLabel('New password', { exact: true }).fill(chosen);
  await change.getByLabel('Confirm new password').fill(chosen);
  await change.getByRole('button', { name: 'Change password' }).click();
  await change.waitFor({ state: 'detached' });
  await loggedIn(page);
}

async function openAgentCentre(page: Page) {
  await header(page).getByRole('button', { name: 'Account menu' }).click();
  await header(page).getByRole('button', { name: 'Agent centre' }).click();
  await agentCentre(page).getByRole('heading', { name: 'Team overview' }).waitFor();
}

async function openAgentPage(page: Page, label: string) {
  await agentCentre(page)
    .getByRole('navigation')
    .getByRole('button', { name: label, exact: true })
    .click();
  await agentCentre(page).getByRole('heading', { name: label, exact: true }).waitFor();
}

/** The register centre's "Open an account" form, filled and sent. */
async function openAccount(page: Page, account: string, type: 'Player' | 'Agent') {
  await openAgentPage(page, 'Register centre');
  const form = agentCentre(page).getByRole('region', { name: 'Open an account' });
  await form.getByLabel('Account', { exact: true }).fill(account);
  await form.getByLabel('Password', { exact: true }).fill('given123');
  await form.getByLabel('Confirm password').fill('given123');
  await form.getByRole('radio', { name: type }).check();
  await form.getByRole('button', { name: 'Open account' }).click();
  await form.getByText(`The ${type.toLowerCase()} account ${account} was opened.`).waitFor();
}

/** The rows of a table, as the text of their cells. */
const rowsOf = async (table: Locator) =>
  Promise.all(
    (await table.getByRole('row').all()).map((row) => row.getByRole('cell').allTextContents()),
  );

describe('agent centre', () => {
  it('opens a team, contracts a daily salary, and pays both agents once the day is settled', async () => {
    await operatorCall(site.server, '/ops/members', {
      account: 'e2etop',
      type: 1,
      password: 'top12345',
      affiliateCode: 'E2ETOP01',
    });
    await operatorCall(site.server, '/ops/agents/contract', {
      account: 'e2etop',
      kind: 'DAILY_SALARY',
      terms: { tiers: [{ minVolume: 0, minActive: 0, rate: 1 }], period: 'D' },
    });

    // The top agent opens its team: a downline agent and a player.
    const top = await newPage();
    await logInWithPassword(top.page, 'e2etop', 'top12345');
    await loggedIn(top.page);
    await openAgentCentre(top.page);
    await openAccount(top.page, 'e2esub', 'Agent');
    await openAccount(top.page, 'e2eplay1', 'Player');

    // It offers the downline agent a daily salary of 0.5 %.
    await openAgentPage(top.page, 'Daily salary');
    const offer = agentCentre(top.page).getByRole('region', { name: 'Offer a contract' });
    await offer.getByLabel("Downline agent's account").fill('e2esub');
    await offer.getByLabel('Minimum valid bet of the day').last().fill('0');
    await offer.getByLabel('Minimum active members').last().fill('0');
    await offer.getByLabel('Rate (%)').last().fill('0.5');
    await offer.getByRole('button', { name: 'Offer the contract' }).click();
    await offer.getByText('Contract offered to e2esub').waitFor();

    // The downline agent logs in, accepts, and opens a player of its own.
    const sub = await newPage();
    await firstLogin(sub.page, 'e2esub', 'given123', 'sub12345');
    // The offer waits in its mailbox.
    await header(sub.page).getByRole('button', { name: 'Account menu (1 unread)' }).click();
    await header(sub.page).getByRole('button', { name: 'Messages (1 unread)' }).click();
    const mailbox = dialog(sub.page, 'Messages');
    await mailbox.getByRole('button', { name: /New contract offer/ }).click();
    await mailbox
      .getByText('Agent e2etop offered you a daily salary contract', { exact: false })
      .waitFor();
    await mailbox.getByRole('button', { name: 'Close' }).click();
    await openAgentCentre(sub.page);
    await openAgentPage(sub.page, 'Daily salary');
    const mine = agentCentre(sub.page).getByRole('region', { name: 'My contract' });
    await mine.getByRole('button', { name: 'Accept' }).click();
    await mine.getByText('Contract accepted.').waitFor();
    await openAccount(sub.page, 'e2eplay2', 'Player');

    // The players bet: 100.00 under the top agent, 200.00 under the downline agent.
    for (const [account, stake] of [
      ['e2eplay1', 100],
      ['e2eplay2', 200],
    ] as const) {
      await operatorCall(site.server, '/ops/members/adjust', {
        account,
        amount: stake,
        wallet: 'MAIN',
        remark: 'e2e funds',
        requestId: crypto.randomUUID(),
      });
      const player = await newPage();
      await firstLogin(player.page, account, 'given123', 'play12345');
      await playRound(site.server, player.page, account, stake, 0);
      expect(player.errors).toEqual([]);
      await player.close();
    }

    // The day is settled (the operator's development helper: as if the day had ended).
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    await operatorCall(site.server, '/ops/agents/settle', { until: tomorrow });

    // Each agent sees its payout in my income and in its account record: the downline
    // 0.5 % of its team's 200.00; the top 1 % of 300.00 less that, 2.00.
    for (const [opened, paid] of [
      [sub, '1.00'],
      [top, '2.00'],
    ] as const) {
      await openAgentPage(opened.page, 'My income');
      const income = agentCentre(opened.page).getByRole('table', { name: 'My income' });
      await income.getByRole('cell', { name: 'Daily salary' }).first().waitFor();
      const rows = (await rowsOf(income)).filter((r) => r.length > 0);
      expect(rows[0]?.[0]).toBe('Daily salary');
      expect(rows[0]).toContain(paid);
      await agentCentre(opened.page).getByRole('button', { name: 'Close' }).click();
      await header(opened.page).getByRole('button', { name: 'Account menu' }).click();
      await header(opened.page).getByRole('button', { name: 'Member centre' }).click();
      const centre = dialog(opened.page, 'Member centre');
      await centre.getByRole('navigation').getByRole('button', { name: 'Account record' }).click();
      const record = centre.getByRole('table');
      const payout = record.getByRole('row').filter({ hasText: 'Contract payout' });
      await payout.getByRole('cell', { name: paid, exact: true }).first().waitFor();
      expect(await payout.count()).toBe(1);
      expect(opened.errors).toEqual([]);
    }
    // On a phone every page of the centre fits its width: nothing is cut off.
    await dialog(top.page, 'Member centre').getByRole('button', { name: 'Close' }).click();
    await top.page.setViewportSize({ width: 375, height: 812 });
    await header(top.page).getByRole('button', { name: 'Account menu' }).click();
    await header(top.page).getByRole('button', { name: 'Agent centre' }).click();
    for (const label of [
      'Announcement',
      'Team overview',
      'Register centre',
      'Downline management',
      'Team betting',
      'User profit and loss',
      'My income',
      'Downline transaction details',
      'Daily salary',
    ]) {
      await openAgentPage(top.page, label);
      const fits = await agentCentre(top.page).evaluate(
        (box) => box.scrollWidth <= box.clientWidth + 1,
      );
      expect(fits, label).toBe(true);
    }
    expect(top.errors).toEqual([]);
    await top.close();
    await sub.close();
  });

  it('shows no agent centre to a player', async () => {
    await operatorCall(site.server, '/ops/members', {
      account: 'e2enotagent',
      type: 0,
      password: 'player123',
    });
    const { page, errors, close } = await newPage();
    await logInWithPassword(page, 'e2enotagent', 'player123');
    await loggedIn(page);
    await header(page).getByRole('button', { name: 'Account menu' }).click();
    await header(page).getByRole('button', { name: 'Member centre' }).waitFor();
    expect(await header(page).getByRole('button', { name: 'Agent centre' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});
