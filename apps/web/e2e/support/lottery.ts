import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { header } from './session.ts';

/** Money as the site shows it on the demo brand: $1,234.50. */
export const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A signed amount as the member centre's figures show it: -$2.12. */
export const signed = (cents: number) => (cents < 0 ? `-${dollars(-cents)}` : dollars(cents));

/** The cents of the last amount in a text ("… = $2.00", "Won · paid $3.92"). */
export function centsIn(text: string | null): number {
  const amounts = (text ?? '').match(/-?\$[\d,]+\.\d\d/g);
  const last = amounts?.at(-1);
  if (!last) throw new Error(`no amount in "${text}"`);
  return Math.round(Number(last.replace(/[$,]/g, '')) * 100);
}

/** The header's balance, in cents, once it is not updating. */
export async function headerBalance(page: Page): Promise<number> {
  const amount = header(page).getByRole('group', { name: 'Balance' });
  await expect.poll(() => amount.textContent()).not.toMatch(/updating/);
  return centsIn(await amount.textContent());
}

/** The betting page's draw taking bets: its issue, cut-off and full commitment, if any. */
export async function openDraw(page: Page) {
  const facts = page.getByLabel('Draw taking bets');
  const issue = (await facts.getByRole('definition').first().textContent()) ?? '';
  // The countdown, under "Closes in" (gone once closed).
  const time = facts.getByRole('definition').nth(1).locator('time');
  const closesAt = (await time.count()) ? await time.getAttribute('datetime') : null;
  // An in-house draw's seed hash (a regional one is drawn elsewhere and has none).
  const code = facts.locator('code');
  const commitment = (await code.count()) ? await code.getAttribute('title') : null;
  // Read while the page moved on to the next draw: no time is known to be left.
  const same = (await facts.getByRole('definition').first().textContent()) === issue;
  return {
    issue,
    /** Milliseconds until betting on it closes (0 once closed). */
    left: same && closesAt ? Math.max(0, Date.parse(closesAt) - Date.now()) : 0,
    commitment: commitment ?? '',
  };
}

/**
 * The draw taking bets once at least `margin` ms of betting are left on it: the one on
 * screen, or the next one, which the page shows by itself once the cut-off has passed.
 */
export async function drawWithTime(page: Page, margin: number) {
  let draw = await openDraw(page);
  await expect
    .poll(
      async () => {
        draw = await openDraw(page);
        return draw.left;
      },
      { timeout: 75_000, interval: 500 },
    )
    .toBeGreaterThan(margin);
  return draw;
}

/** The row (fieldset) of a number board, by its legend. */
export const boardRow = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Your picks' }).getByRole('group', { name: label, exact: true });

/** The prize of one winning bet at the chosen unit, as the rules under the board state it. */
export async function prizeShown(page: Page): Promise<number> {
  const line = page
    .getByRole('region', { name: 'Rules' })
    .getByText(/^Prize per winning bet at a unit of/);
  return centsIn(await line.textContent());
}

/** The player's bets listed under "My bets" whose title starts with the issue. */
export const myBetsOn = (page: Page, issue: string) =>
  page
    .getByRole('region', { name: 'My bets' })
    .getByRole('listitem')
    .filter({ hasText: `${issue} · ` });

/** What one entry of "My bets" says: its stake, its state and what it paid. */
export async function betShown(item: Locator) {
  const text = (await item.textContent()) ?? '';
  const state = /(Open|Won|Lost|Cancelled)/.exec(text.replace(/^.*= \$[\d,.]+/, ''))?.[1];
  const stake = centsIn(/= \$[\d,]+\.\d\d/.exec(text)?.[0] ?? null);
  const paid = /paid (\$[\d,]+\.\d\d)/.exec(text)?.[1];
  return { text, state, stake, paid: paid ? centsIn(paid) : 0 };
}

/**
 * Waits until `check` holds. My bets are asked again once, when a new result shows; the
 * draw's bets are settled just after it is drawn, so a list asked in between still shows
 * them open: then the player reloads the page, once.
 */
export async function untilOrReload(page: Page, check: () => Promise<boolean>) {
  try {
    await expect.poll(check, { timeout: 10_000 }).toBe(true);
  } catch {
    await page.reload();
    await expect.poll(check, { timeout: 20_000 }).toBe(true);
  }
}
