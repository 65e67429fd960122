import os from 'node:os';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { english, fillUsernameSignUp, passSlider, watchCaptcha } from './support/accounts.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { depositOnPayPage } from './support/money.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { header, loggedIn, logInWithPassword } from './support/session.ts';

/*
 * How an operator first opens a fresh install: http://<the server's address>:<port>, no
 * TLS. The browser is then not in a secure context (no crypto.subtle, no
 * crypto.randomUUID), and registering, logging in and depositing must still work
 * (decision 017).
 */

/** This machine's first IPv4 address that is not loopback. */
const lanAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

describe.runIf(lanAddress)(`the site over plain http on ${lanAddress}`, () => {
  let server: RunningServer;
  let browser: Browser;
  let url: string;
  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServer({ NODE_ENV: 'development', HOST: '0.0.0.0' }),
      launchBrowser(),
    ]);
    url = `http://${lanAddress}:${server.port}`;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('registers, logs in and opens a deposit outside a secure context, without an error', async () => {
    const { page, errors, close } = await openPage(browser, url);
    await english(page);
    const captcha = watchCaptcha(page);
    await page.goto('/index', { waitUntil: 'networkidle' });
    expect(
      await page.evaluate(() => ({
        secure: window.isSecureContext,
        subtle: typeof crypto.subtle,
        randomUUID: typeof crypto.randomUUID,
      })),
    ).toEqual({ secure: false, subtle: 'undefined', randomUUID: 'undefined' });

    // Register: the form is an encrypted (E) call, its SMS code asks for a captcha first.
    const form = await fillUsernameSignUp(page, server, captcha, {
      account: 'lanplayer',
      password: 'secret123',
      mobile: '5512309001',
    });
    await form.getByRole('checkbox', { name: 'I am 18 years old' }).check();
    await passSlider(form);
    await form.getByRole('button', { name: 'Sign up' }).click();
    await loggedIn(page);

    // Out, and in again with the password (another E call).
    await header(page).getByRole('button', { name: 'Account menu' }).click();
    await header(page).getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await header(page).getByRole('button', { name: 'Log in', exact: true }).waitFor();
    await logInWithPassword(page, 'lanplayer', 'secret123');
    await loggedIn(page);

    // A deposit order: its request id comes from getRandomValues.
    await header(page).getByRole('button', { name: 'Account menu' }).click();
    await header(page).getByRole('button', { name: 'Member centre' }).click();
    await depositOnPayPage(page, 150, '150.00');
    expect(errors).toEqual([]);
    await close();
  });
});
