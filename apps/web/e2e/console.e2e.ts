import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { english, fundedPlayer, operatorCall } from './support/accounts.ts';
import { openPage } from './support/browser.ts';
import { loggedIn, logInWithPassword } from './support/session.ts';
import { siteForThisFile } from './support/site.ts';
import { confirmReceipt, requestWithdrawal, setPaymentPassword } from './support/withdraw.ts';

/*
 * Issue 19's staff console against the real server (decision 038): the first admin, made
 * with the service key as `npm run operator -- staff create` makes it, enrols the
 * authenticator from /console, keeps the recovery codes, creates a finance account and
 * finds it in the audit log; the finance member enrols in turn and sees only what the
 * role may open. An authenticator app is played by otpauth with the secret the page shows.
 */
const site = siteForThisFile({ NODE_ENV: 'development' });
const PASSWORD = 'console-pass-1234';

/** The code an authenticator app shows now for the secret, `steps` periods on. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/** Logs in on a first login: password, then the code for the secret shown beside the QR. */
async function enrol(page: Page, account: string, password: string) {
  await page.goto('/console');
  await page.getByLabel('Account').fill(account);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('img', { name: /QR code to add this account/ }).waitFor();
  const secret = (await page.locator('code').first().textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Authenticator code').fill(codeOf(secret));
  await page.getByRole('button', { name: 'Confirm and log in' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' });
  await codes.waitFor();
  expect(await codes.getByRole('listitem').count()).toBe(10);
  await page.getByRole('button', { name: /I have kept them/ }).click();
  // Admin and finance both land on the dashboard (their roles read money).
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
}

const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('the staff console', () => {
  it('enrols the first admin, who makes a finance account the audit log then shows', async () => {
    await operatorCall(site.server, '/ops/staff', {
      account: 'boss',
      role: 'admin',
      password: PASSWORD,
    });
    const admin = await openPage(site.browser, site.server.url, {
      viewport: { width: 1280, height: 800 },
    });
    await enrol(admin.page, 'boss', PASSWORD);
    const menu = admin.page.getByRole('navigation', { name: 'Console menu' });
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Dashboard',
      'Members',
      'Player protection',
      'KYC documents',
      'Risk',
      'Agents',
      'Games',
      'Content',
      'Site state',
      'Brand settings',
      'Withdrawals',
      'Deposits',
      'Reports',
      'Staff',
      'Audit log',
    ]);

    // A finance account: its password is shown once.
    await menu.getByRole('link', { name: 'Staff' }).click();
    const form = admin.page.getByRole('region', { name: 'New staff account' });
    await form.getByLabel('Account').fill('cashier1');
    await form.getByLabel('Role').selectOption({ label: 'Finance' });
    await form.getByRole('button', { name: 'Create' }).click();
    const made = (await form.getByRole('status').textContent()) ?? '';
    const password = /password is (\S+) —/.exec(made)?.[1] ?? '';
    expect(password).toMatch(/^[\w-]{20}$/);
    await admin.page.getByRole('row', { name: /cashier1/ }).waitFor();

    // The audit log has it: who, what, and the account as it became.
    await menu.getByRole('link', { name: 'Audit log' }).click();
    await admin.page.getByLabel('Who').fill('boss');
    await admin.page.getByLabel('Action').fill('/ops/staff');
    await admin.page.getByRole('button', { name: 'Search' }).click();
    const entries = admin.page.getByRole('table', { name: 'Audit entries' });
    const created = entries.getByRole('row').filter({ hasText: 'POST /ops/staff' }).filter({
      hasNotText: 'update',
    });
    await created.first().waitFor();
    await created.first().getByText('What changed').click();
    expect(await created.first().textContent()).toContain('"account": "cashier1"');

    // Dark, and at a tablet's width: nothing runs off the side, on the audit log and on the
    // agents, games, content and brand settings desks.
    await admin.page.getByRole('button', { name: 'Dark theme' }).click();
    expect(await admin.page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await overflows(admin.page)).toBe(false);
    await admin.page.setViewportSize({ width: 820, height: 1180 });
    expect(await overflows(admin.page)).toBe(false);
    for (const desk of ['Agents', 'Games', 'Content', 'Brand settings']) {
      await menu.getByRole('link', { name: desk }).click();
      await admin.page.getByRole('heading', { name: desk, level: 1 }).waitFor();
      expect(await overflows(admin.page), desk).toBe(false);
    }

    // A game switched off on the games desk stays off: the server kept it.
    await menu.getByRole('link', { name: 'Games' }).click();
    const shown = admin.page.getByRole('switch', { name: /shown in the lobby/ }).first();
    const game = ((await shown.getAttribute('aria-label')) ?? '').replace(
      / shown in the lobby$/,
      '',
    );
    expect(await shown.getAttribute('aria-checked')).toBe('true');
    await shown.click();
    await admin.page.reload();
    const again = admin.page.getByRole('switch', { name: `${game} shown in the lobby` });
    await expect.poll(() => again.getAttribute('aria-checked')).toBe('false');
    await admin.page.getByRole('button', { name: 'Log out' }).click();
    await admin.page.getByRole('heading', { name: 'Staff login' }).waitFor();
    expect(admin.errors).toEqual([]);
    await admin.close();

    // The finance member enrols and sees what finance may open, nothing to switch.
    const finance = await openPage(site.browser, site.server.url, {
      viewport: { width: 1280, height: 800 },
    });
    await enrol(finance.page, 'cashier1', password);
    const theirs = finance.page.getByRole('navigation', { name: 'Console menu' });
    expect(await theirs.getByRole('link').allTextContents()).toEqual([
      'Dashboard',
      'Members',
      'Player protection',
      'Agents',
      'Site state',
      'Brand settings',
      'Withdrawals',
      'Deposits',
      'Reports',
    ]);
    await theirs.getByRole('link', { name: 'Site state' }).click();
    await finance.page.getByRole('heading', { name: 'Site state' }).waitFor();
    expect(await finance.page.getByRole('button', { name: /maintenance/ }).count()).toBe(0);
    expect(finance.errors).toEqual([]);
    await finance.close();
  }, 120_000);

  it('lets finance approve a player’s withdrawal in the console, on record in the audit', async () => {
    const login = { account: 'payee01', password: 'payee1234' };
    await fundedPlayer(site.server, login, 100);
    const player = await openPage(site.browser, site.server.url);
    await english(player.page);
    await logInWithPassword(player.page, login.account, login.password);
    await loggedIn(player.page);
    await setPaymentPassword(player.page, login.password, '246810');
    await requestWithdrawal(player.page, 40, '246810');

    await operatorCall(site.server, '/ops/staff', {
      account: 'cashier2',
      role: 'finance',
      password: PASSWORD,
    });
    const finance = await openPage(site.browser, site.server.url, {
      viewport: { width: 1280, height: 800 },
    });
    await enrol(finance.page, 'cashier2', PASSWORD);
    await finance.page.getByRole('link', { name: 'Withdrawals' }).click();
    const line = finance.page.getByRole('row').filter({ hasText: 'payee01' });
    await line.getByText('Banco Demo · Money Player').waitFor();
    await line.getByLabel('Remark').fill('paid by transfer');
    await line.getByRole('button', { name: /^Approve / }).click();
    await finance.page
      .getByRole('status')
      .filter({ hasText: /: done, now Paid\.$/ })
      .waitFor();

    await confirmReceipt(player.page);

    // The audit names who approved, with the remark sent.
    const audit = await operatorCall<{
      entries: { action: string; outcome: string; payload: unknown }[];
    }>(site.server, '/ops/audit?who=cashier2&action=approve');
    expect(audit.entries[0]).toMatchObject({
      action: 'POST /ops/withdrawals/approve',
      outcome: 'ok',
      payload: { remark: 'paid by transfer' },
    });
    expect([...player.errors, ...finance.errors]).toEqual([]);
    await player.close();
    await finance.close();
  }, 120_000);
});
