import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { english, operatorCall } from './support/accounts.ts';
import { openPage } from './support/browser.ts';
import { depositOnPayPage } from './support/money.ts';
import {
  centre,
  dialog,
  header,
  loggedIn,
  logInWithPassword,
  openSection,
} from './support/session.ts';
import { siteForThisFile } from './support/site.ts';

/*
 * Issue 19's player protection as a player meets it, against the real server on a fresh
 * database: a daily deposit limit reached refuses the next deposit with words naming it; a
 * self-excluded player is logged out at once and cannot log in again (decision 039).
 */

const site = siteForThisFile({ NODE_ENV: 'development' });

/** The refusals the page asks for on purpose answer 4xx; the browser logs each. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 40[39]/.test(e));

async function openSecurityCentre(page: Page) {
  await header(page).getByRole('button', { name: 'Account menu' }).click();
  await header(page).getByRole('button', { name: 'Member centre' }).click();
  return centre(page).getByRole('region', { name: 'Responsible gaming' });
}

describe('player protection', () => {
  it('refuses the deposit past a daily deposit limit, naming the limit', async () => {
    await operatorCall(site.server, '/ops/members', {
      account: 'limitplayer',
      type: 0,
      password: 'limit1234',
    });
    const { page, errors, close } = await openPage(site.browser, site.server.url);
    await english(page);
    await logInWithPassword(page, 'limitplayer', 'limit1234');
    await loggedIn(page);

    const section = await openSecurityCentre(page);
    const deposits = section.getByRole('region', { name: 'Deposit limits' });
    await deposits.getByLabel('New daily deposit limit').fill('100');
    await deposits.getByRole('button', { name: 'Set daily deposit limit' }).click();
    await deposits.getByText('Saved. It applies now.').waitFor();

    await depositOnPayPage(page, 60, '60.00');
    await depositOnPayPage(page, 40, '100.00');

    await centre(page).getByLabel('Amount').fill('10');
    await centre(page).getByRole('button', { name: 'Continue to payment' }).click();
    await centre(page)
      .getByText(
        /This deposit would pass your daily deposit limit of .?100\.00 \(.?100\.00 used so far\)/,
      )
      .waitFor();

    // The security centre shows the day used up.
    await openSection(page, 'My account');
    await centre(page)
      .getByRole('region', { name: 'Deposit limits' })
      .getByText(/100\.00 of .?100\.00 used/)
      .waitFor();
    expect(unexpected(errors)).toEqual([]);
    await close();
  });

  it('logs a self-excluded player out and refuses their next login, saying until when', async () => {
    await operatorCall(site.server, '/ops/members', {
      account: 'breakplayer',
      type: 0,
      password: 'break1234',
    });
    const { page, errors, close } = await openPage(site.browser, site.server.url, {
      viewport: { width: 375, height: 812 },
    });
    await english(page);
    await logInWithPassword(page, 'breakplayer', 'break1234');
    await loggedIn(page);

    const section = await openSecurityCentre(page);
    await section.getByRole('combobox', { name: 'Length of the self-exclusion' }).selectOption({
      label: '6 months',
    });
    await section.getByRole('button', { name: 'Exclude myself' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Exclude yourself for 6 months?' });
    await confirm.getByRole('button', { name: 'Exclude me' }).click();
    const notice = page.getByRole('alertdialog', { name: 'Your self-exclusion has started' });
    await notice.waitFor();
    await header(page).getByRole('button', { name: 'Log in', exact: true }).waitFor();

    const login = await logInWithPassword(page, 'breakplayer', 'break1234');
    await login.getByText(/You have excluded yourself until \d{4}-\d{2}-\d{2}/).waitFor();
    expect(await dialog(page, 'Log in').isVisible()).toBe(true);
    expect(unexpected(errors)).toEqual([]);
    await close();
  });
});
