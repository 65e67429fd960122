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

/** The answer of the live image captcha of `key`, as the development operator API tells it. */
async function captchaAnswer(server: RunningServer, key: string): Promise<string> {
  const value = await operatorCall<{ answer: string }>(server, `/ops/captcha?key=${key}`);
  return value.answer;
}

const captchaKeyOf = (url: string) => {
  const u = new URL(url);
  return u.pathname === '/wps/captcha' ? u.searchParams.get('key') : null;
};

export type CaptchaWatch = ReturnType<typeof watchCaptcha>;

/**
 * Remembers the key of the last image captcha the page asked for — the form's own, not
 * one a code prompt drew (sendCode hands those back).
 */
export function watchCaptcha(page: Page) {
  const keys: string[] = [];
  const prompts = new Set<string>();
  page.on('request', (req) => {
    const key = captchaKeyOf(req.url());
    if (key) keys.push(key);
  });
  return {
    /** The answer of the form's captcha on screen. */
    async answer(server: RunningServer): Promise<string> {
      const key = keys.filter((k) => !prompts.has(k)).at(-1);
      if (!key) throw new Error('the page asked for no captcha');
      return captchaAnswer(server, key);
    },
    promptDrew(key: string) {
      prompts.add(key);
    },
  };
}

/**
 * Presses "Send code" in `scope` and answers the captcha prompt a code to a phone asks
 * for first (decision 019), as a person reads it off the picture; waits for the countdown.
 */
export async function sendCode(
  page: Page,
  scope: Locator,
  server: RunningServer,
  watch?: CaptchaWatch,
) {
  const drawn = page.waitForRequest((req) => captchaKeyOf(req.url()) !== null);
  await scope.getByRole('button', { name: 'Send code' }).click();
  const key = captchaKeyOf((await drawn).url()) as string;
  watch?.promptDrew(key);
  const prompt = page.getByRole('dialog', { name: 'Type the characters to get your code' });
  await prompt.getByRole('img', { name: 'Captcha image' }).waitFor();
  await prompt.getByRole('textbox', { name: 'Captcha' }).fill(await captchaAnswer(server, key));
  await prompt.getByRole('button', { name: 'Send code' }).click();
  await scope.getByRole('button', { name: /Resend in/ }).waitFor();
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

/**
 * Opens "Sign up" from the header and fills its username tab as a person does: the
 * SMS code (its captcha prompt answered) and the form's own captcha. Not sent yet.
 */
export async function fillUsernameSignUp(
  page: Page,
  server: RunningServer,
  watch: CaptchaWatch,
  who: { account: string; password: string; mobile: string },
) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
  const form = page.getByRole('dialog', { name: 'Sign up' });
  await form.getByRole('tab', { name: 'With username' }).click();
  await form.getByRole('textbox', { name: 'Username' }).fill(who.account);
  await form.getByLabel('Password', { exact: true }).fill(who.password);
  await form.getByLabel('Confirm password').fill(who.password);
  await form.getByRole('combobox', { name: 'Dialing code' }).selectOption('+52');
  await form.getByRole('textbox', { name: 'Mobile number' }).fill(who.mobile);
  await sendCode(page, form, server, watch);
  const code = await lastCode(server, `+52 ${who.mobile}`);
  await form.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await form.getByRole('textbox', { name: 'Captcha' }).fill(await watch.answer(server));
  return form;
}
