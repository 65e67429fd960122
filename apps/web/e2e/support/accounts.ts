import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { operatorKey, type RunningServer } from './server.ts';

/** Calls the operator API of the running server (the outbox, the captcha peek, new accounts). */
export async function operatorCall<T>(
  server: RunningServer,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${operatorKey}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.value as T;
}

/** A player made by the operator, with `amount` put in the main wallet, logged in from a page. */
export async function fundedPlayer(
  server: RunningServer,
  login: { account: string; password: string },
  amount: number,
) {
  await operatorCall(server, '/ops/members', { ...login, type: 0 });
  await operatorCall(server, '/ops/members/adjust', {
    account: login.account,
    amount,
    wallet: 'MAIN',
    remark: 'e2e funds',
    requestId: randomUUID(),
  });
}

interface OutboxMessage {
  recipient: string;
  subject: string | null;
  body: string;
}

/** The newest message the development outbox holds for a recipient. */
export async function lastMessage(server: RunningServer, recipient: string) {
  const { messages } = await operatorCall<{ messages: OutboxMessage[] }>(
    server,
    `/ops/outbox?recipient=${encodeURIComponent(recipient)}&limit=1`,
  );
  const message = messages[0];
  if (!message) throw new Error(`no message for ${recipient}`);
  return message;
}

/** The 6-digit code of the newest SMS or e-mail to a recipient. */
export async function lastCode(server: RunningServer, recipient: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec((await lastMessage(server, recipient)).body)?.[1];
  if (!code) throw new Error(`no code in the message to ${recipient}`);
  return code;
}

/** Remembers the key of the last image captcha the page asked for. */
export function watchCaptcha(page: Page) {
  let key: string | null = null;
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === '/wps/captcha') key = url.searchParams.get('key');
  });
  return {
    /** The answer of the captcha on screen, as the development operator API tells it. */
    async answer(server: RunningServer): Promise<string> {
      if (!key) throw new Error('the page asked for no captcha');
      const k: string = key;
      const value = await operatorCall<{ answer: string }>(server, `/ops/captcha?key=${k}`);
      return value.answer;
    },
  };
}

/** Moves the slider-puzzle piece into its gap with the keyboard, as a keyboard user does. */
export async function passSlider(scope: Locator) {
  const slider = scope.getByRole('slider', { name: 'Verification slider' });
  await slider.focus();
  for (let i = 0; i < 100; i++) {
    if (await scope.getByText('Verified', { exact: true }).isVisible()) return;
    await slider.press('ArrowRight');
  }
  throw new Error('the slider never passed');
}

/**
 * A page in English (the brand's default is Spanish) whose popup notices count as seen,
 * so the account dialogs are the only dialogs on screen.
 */
export async function english(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('lang', 'EN');
    sessionStorage.setItem('popupNoticeSeen', '1');
  });
}
