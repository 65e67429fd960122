import type { Page } from 'playwright-core';
import { centre, header, openSection } from './session.ts';

/**
 * A deposit from the open member centre as a person makes it: the sandbox provider's
 * pay page opens in a new tab, "Pay" there credits it, and the order and the balance in
 * the header show it.
 */
export async function depositOnPayPage(page: Page, amount: number, balanceAfter: string) {
  await openSection(page, 'Deposit');
  await centre(page).getByLabel('Amount').fill(String(amount));
  const [payPage] = await Promise.all([
    page.context().waitForEvent('page'),
    centre(page).getByRole('button', { name: 'Continue to payment' }).click(),
  ]);
  await payPage.waitForLoadState();
  await payPage.getByRole('button', { name: `Pay ${amount.toFixed(2)}` }).click();
  await payPage.getByRole('status').filter({ hasText: 'Payment complete' }).waitFor();
  await payPage.close();
  await page.bringToFront();
  await centre(page).getByRole('button', { name: 'Refresh' }).click();
  await centre(page).getByRole('cell', { name: 'Paid' }).first().waitFor();
  await header(page).getByRole('group', { name: 'Balance' }).getByText(balanceAfter).waitFor();
}
