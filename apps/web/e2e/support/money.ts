import { createHmac, randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { operatorCall } from './accounts.ts';
import type { RunningServer } from './server.ts';
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

/** A call of the provider wallet API, signed as the vendor signs it. */
async function vendorCall(
  server: RunningServer,
  vendor: string,
  secret: string,
  path: string,
  body: unknown,
) {
  const raw = JSON.stringify(body);
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-vendor': vendor,
      'x-signature': createHmac('sha256', secret).update(raw).digest('hex'),
    },
    body: raw,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { value: Record<string, unknown> }).value;
}

/** A call of the site's API with the player's session token, as the page makes it. */
async function playerCall(server: RunningServer, page: Page, path: string) {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const res = await fetch(`${server.url}${path}`, { headers: { token: token ?? '' } });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { value: Record<string, unknown> }).value;
}

/**
 * A round of a vendor's game for the logged-in player: the operator connects a vendor
 * that hosts its games, the game launches (a one-time token in its address), the vendor
 * exchanges the token for a wallet session, then bets and pays through the provider
 * wallet API. (The in-house games move money in-process and cannot sign, decision 016.)
 */
export async function playRound(
  server: RunningServer,
  page: Page,
  account: string,
  bet: number,
  win: number,
) {
  const vendor = 'EXTV';
  await operatorCall(server, '/ops/catalogue/import', {
    format: 'gamehall-catalogue/1',
    vendors: [
      {
        code: vendor,
        displayName: 'External Vendor',
        category: 'RNG',
        launchUrl: 'https://games.extv.example/start?token={token}&game={game}',
        games: [{ gameCode: 'extv-1', name: 'External Slot', minBet: 1 }],
      },
    ],
  });
  const { secret } = await operatorCall<{ secret: string }>(
    server,
    `/ops/vendors/key?vendor=${vendor}`,
  );
  const list = await playerCall(
    server,
    page,
    `/wps/relay/GCSGAME_gameList?vassalage=${vendor}&pageSize=1`,
  );
  const [game] = list.games as { gameId: number; nodeId: string }[];
  const launched = await playerCall(server, page, `/wps/game/launchGame?gameId=${game?.gameId}`);
  const token = new URL(String(launched.game_url), server.url).searchParams.get('token');
  const { sessionId } = await vendorCall(server, vendor, secret, '/provider/v1/authenticate', {
    token,
  });
  const roundId = randomUUID();
  for (const [path, amount] of [
    ['/provider/v1/bet', bet],
    ['/provider/v1/win', win],
  ] as const) {
    await vendorCall(server, vendor, secret, path, {
      account,
      sessionId,
      amount,
      transactionId: randomUUID(),
      roundId,
      gameCode: game?.nodeId,
    });
  }
}
