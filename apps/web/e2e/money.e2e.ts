import { describe, expect, it } from 'vitest';
import { english, operatorCall } from './support/accounts.ts';
import { openPage } from './support/browser.ts';
import { depositOnPayPage, playRound } from './support/money.ts';
import { centre, header, loggedIn, logInWithPassword, openSection } from './support/session.ts';
import { siteForThisFile } from './support/site.ts';
import { confirmReceipt, requestWithdrawal, setPaymentPassword } from './support/withdraw.ts';

/*
 * Issue 4's money flow as a person does it, against the real server on a fresh database:
 * deposit through the sandbox provider's own pay page, wallet transfers, a withdrawal the
 * operator approves, the player's receipt, and every step in the account record.
 */

const site = siteForThisFile({ NODE_ENV: 'development' });

describe('money', () => {
  it('deposits on the pay page, transfers, withdraws with approval, confirms, and sees it all recorded', async () => {
    await operatorCall(site.server, '/ops/members', {
      account: 'moneyplayer',
      type: 0,
      password: 'money1234',
    });
    const { page, errors, close } = await openPage(site.browser, site.server.url);
    await english(page);
    await logInWithPassword(page, 'moneyplayer', 'money1234');
    await loggedIn(page);

    // The payment password first: the security centre is the member centre's default page.
    await setPaymentPassword(page, 'money1234', '246810');

    // Deposit: the sandbox provider's page opens in a new tab; "Pay" there credits it.
    await depositOnPayPage(page, 200, '200.00');

    // Play a round (a vendor's bet and win through the provider wallet API).
    await playRound(site.server, page, 'moneyplayer', 200, 150);

    // My wallet: to a vendor's wallet and back.
    await openSection(page, 'My wallet');
    const transfer = centre(page).getByRole('region', { name: 'Transfer between wallets' });
    await transfer.getByLabel('From').selectOption({ label: 'Main wallet' });
    await transfer.getByLabel('To').selectOption({ label: 'Aurora Live' });
    await transfer.getByLabel('Amount').fill('50');
    await transfer.getByRole('button', { name: 'Transfer', exact: true }).click();
    await transfer.getByText('Transfer completed.').waitFor();
    await transfer.getByLabel('From').selectOption({ label: 'Aurora Live' });
    await transfer.getByLabel('To').selectOption({ label: 'Main wallet' });
    await transfer.getByLabel('Amount').fill('50');
    await transfer.getByRole('button', { name: 'Transfer', exact: true }).click();
    await transfer.getByText('Transfer completed.').waitFor();

    // Withdraw: bind a bank account, request, the operator approves, the player confirms.
    await requestWithdrawal(page, 100, '246810');
    await header(page).getByRole('group', { name: 'Balance' }).getByText('50.00').waitFor();

    const pending = await operatorCall<{ list: { orderNo: string; account: string }[] }>(
      site.server,
      '/ops/withdrawals?status=PENDING',
    );
    const order = pending.list.find((w) => w.account === 'moneyplayer');
    if (!order) throw new Error('the withdrawal did not reach the operator');
    await operatorCall(site.server, '/ops/withdrawals/approve', { orderNo: order.orderNo });

    // The operator decided elsewhere: the player refreshes the list.
    await confirmReceipt(page);

    // Every step in the account record.
    await openSection(page, 'Account record');
    const record = centre(page).getByRole('table');
    for (const type of ['Deposit', 'Bet', 'Win', 'Wallet transfer']) {
      await record.getByRole('cell', { name: type, exact: true }).first().waitFor();
    }
    expect(await record.getByRole('cell', { name: 'Wallet transfer', exact: true }).count()).toBe(
      4,
    );
    // The withdrawal is one row: its amount once, and where it stands (issue 20).
    const withdrawals = record.getByRole('row').filter({ hasText: 'Withdrawal' });
    expect(await withdrawals.count()).toBe(1);
    expect(await withdrawals.getByRole('cell').allTextContents()).toEqual([
      expect.any(String),
      'WithdrawalReceived',
      'Main wallet',
      '-100.00',
      '50.00',
      '▾Details',
    ]);
    /** The record's box is as wide as its table: nothing is cut off or scrolled. */
    const fits = () =>
      record.locator('xpath=..').evaluate((box) => box.scrollWidth <= box.clientWidth);
    expect(await fits()).toBe(true);
    // On a phone the table keeps what matters; the wallet and balance open under the row.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect.poll(fits).toBe(true);
    const row = record.getByRole('row').filter({ hasText: 'Withdrawal' });
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      expect.any(String),
      'WithdrawalReceived',
      '-100.00',
      '▾Details',
    ]);
    await row.getByRole('button', { name: /^Details, Withdrawal/ }).click();
    const opened = record.getByRole('row').filter({ hasText: 'Balance after' });
    await opened.getByText('Main wallet').waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});
