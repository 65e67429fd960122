import type { Page } from 'playwright-core';
import { centre, header, openSection } from './session.ts';

/** Sets the payment password from the security centre (the member centre's default page). */
export async function setPaymentPassword(page: Page, loginPassword: string, payPassword: string) {
  await header(page).getByRole('button', { name: 'Account menu' }).click();
  await header(page).getByRole('button', { name: 'Member centre' }).click();
  const payment = centre(page).getByRole('region', { name: 'Payment password' });
  await payment.getByLabel('Login password').fill(loginPassword);
  await payment.getByLabel('New payment password').fill(payPassword);
  await payment.getByLabel('Confirm payment password').fill(payPassword);
  await payment.getByRole('button', { name: 'Set payment password' }).click();
  await payment.getByText('Set', { exact: true }).waitFor();
}

/** Binds a bank account (…6789) and requests a withdrawal of `amount` from the Withdraw page. */
export async function requestWithdrawal(page: Page, amount: number, payPassword: string) {
  await openSection(page, 'Withdraw');
  const accounts = centre(page).getByRole('region', { name: 'Withdrawal accounts' });
  await accounts.getByLabel('Bank or e-wallet provider').fill('Banco Demo');
  await accounts.getByLabel('Account holder name').fill('Money Player');
  await accounts.getByLabel('Account number').fill('0123456789');
  await accounts.getByLabel('Payment password').fill(payPassword);
  await accounts.getByRole('button', { name: 'Bind account' }).click();
  await accounts.getByText('******6789').waitFor();
  const request = centre(page).getByRole('region', { name: 'Request a withdrawal' });
  await request.getByLabel('Amount').fill(String(amount));
  await request.getByLabel('Payment password').fill(payPassword);
  await request.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await request.getByText('Your withdrawal was requested').waitFor();
}

/** The operator paid it: the player refreshes the list and confirms receipt. */
export async function confirmReceipt(page: Page) {
  const payout = centre(page).getByRole('region', { name: 'Withdrawals' });
  await payout.getByRole('button', { name: 'Refresh' }).click();
  await payout.getByText('Paid, please confirm').waitFor();
  await payout.getByRole('button', { name: 'Received', exact: true }).click();
  await payout.getByText('Received', { exact: true }).first().waitFor();
}
