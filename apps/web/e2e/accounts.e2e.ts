import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  english,
  fillUsernameSignUp,
  lastCode,
  lastMessage,
  operatorCall,
  passSlider,
  sendCode,
  watchCaptcha,
} from './support/accounts.ts';
import { openPage } from './support/browser.ts';
import { dialog, header, loggedIn, logInWithPassword, openLogin } from './support/session.ts';
import { siteForThisFile } from './support/site.ts';

/*
 * The account flows of product §4 as a person does them, against the real server on a fresh
 * database. Development mode, so SMS and e-mail land in the outbox the operator reads.
 */

const site = siteForThisFile({ NODE_ENV: 'development' });

async function newPage() {
  const watched = await openPage(site.browser, site.server.url);
  await english(watched.page);
  return watched;
}

async function closePopupNotices(page: Page) {
  const popup = page.getByRole('dialog');
  await popup.first().waitFor({ timeout: 5000 });
  while ((await popup.count()) > 0) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(100);
  }
}

/** An account made by the operator, as an agent's downline would be. */
function makeAccount(account: string, extra: Record<string, unknown> = {}) {
  return operatorCall(site.server, '/ops/members', { account, type: 0, ...extra });
}

describe('registration', () => {
  it('registers by username with an SMS code and a captcha, and is logged in', async () => {
    const { page, errors, close } = await newPage();
    const captcha = watchCaptcha(page);
    await page.goto('/index', { waitUntil: 'networkidle' });
    const form = await fillUsernameSignUp(page, site.server, captcha, {
      account: 'player01',
      password: 'secret123',
      mobile: '5512300001',
    });
    expect(await form.getByRole('checkbox', { name: /terms and conditions/ }).isChecked()).toBe(
      true,
    );
    await form.getByRole('checkbox', { name: 'I am 18 years old' }).check();
    await passSlider(form);
    await form.getByRole('button', { name: 'Sign up' }).click();
    await loggedIn(page);
    await form.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await close();
  });

  it('registers by mobile number with an SMS code', async () => {
    const { page, errors, close } = await newPage();
    const captcha = watchCaptcha(page);
    await page.goto('/register', { waitUntil: 'networkidle' });
    const form = dialog(page, 'Sign up');
    await form.getByRole('tab', { name: 'With mobile number' }).click();
    await form.getByRole('combobox', { name: 'Dialing code' }).selectOption('+52');
    await form.getByRole('textbox', { name: 'Mobile number' }).fill('5512300002');
    await sendCode(page, form, site.server, captcha);
    await form
      .getByRole('textbox', { name: 'Verification code' })
      .fill(await lastCode(site.server, '+52 5512300002'));
    await form.getByLabel('Password', { exact: true }).fill('mobile123');
    await form.getByLabel('Confirm password').fill('mobile123');
    await form.getByRole('textbox', { name: 'Captcha' }).fill(await captcha.answer(site.server));
    await form.getByRole('checkbox', { name: 'I am 18 years old' }).check();
    await passSlider(form);
    await form.getByRole('button', { name: 'Sign up' }).click();
    await loggedIn(page);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('logging in and out', () => {
  it('logs in by username, is remembered for a day without the password, and logs out', async () => {
    await makeAccount('rememberme', { password: 'remember123' });
    const { page, close } = await newPage();
    const login = await openLogin(page);
    await login.getByRole('textbox', { name: 'Username' }).fill('rememberme');
    await login.getByLabel('Password', { exact: true }).fill('remember123');
    await login.getByRole('checkbox', { name: 'Remember me' }).check();
    await passSlider(login);
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await loggedIn(page);

    const cookies = await page.context().cookies();
    const remembered = cookies.filter((c) => c.value.includes('rememberme'));
    expect(remembered.length).toBeGreaterThan(0);
    const day = Date.now() / 1000 + 86_400;
    for (const c of remembered) expect(Math.abs(c.expires - day)).toBeLessThan(120);
    // The password is kept nowhere; the server's remember cookie is out of scripts' reach.
    expect(cookies.some((c) => c.value.includes('remember123'))).toBe(false);
    const device = cookies.find((c) => c.name === 'gh_remember');
    expect(device).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict' });
    expect(Math.abs((device?.expires ?? 0) - day)).toBeLessThan(120);
    expect(await page.evaluate(() => document.cookie)).not.toContain('gh_remember');

    // A new tab has no session of its own, and remember me logs it in.
    const tab = await page.context().newPage();
    await tab.goto('/index');
    await loggedIn(tab);
    await tab.close();

    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    await header(page).getByRole('button', { name: 'Account menu' }).click();
    await header(page).getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('alertdialog', { name: /sure you want to log out/ }).waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await header(page).getByRole('button', { name: 'Log in', exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/index');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    // The old token is dead on the server too.
    const res = await fetch(`${site.server.url}/wps/member/info`, {
      headers: { token: token ?? '' },
    });
    expect(res.status).toBe(401);

    // Logged out, the device is forgotten: a new tab stays logged out.
    const after = await page.context().newPage();
    await after.goto('/index', { waitUntil: 'networkidle' });
    await header(after).getByRole('button', { name: 'Log in', exact: true }).waitFor();
    await after.close();

    // Remember me: the next login form starts with the username filled in.
    // Logout clears the session storage, so the home page shows its popup notices again.
    await closePopupNotices(page);
    await header(page).getByRole('button', { name: 'Log in', exact: true }).click();
    const again = dialog(page, 'Log in');
    expect(await again.getByRole('textbox', { name: 'Username' }).inputValue()).toBe('rememberme');
    await close();
  });

  it('logs in by mobile number with an SMS code', async () => {
    await makeAccount('mobileuser', { mobile: '5512300003', countryDialingCode: '+52' });
    const { page, errors, close } = await newPage();
    const login = await openLogin(page);
    await login.getByRole('tab', { name: 'Mobile number' }).click();
    await login.getByRole('combobox', { name: 'Dialing code' }).selectOption('+52');
    await login.getByRole('textbox', { name: 'Mobile number' }).fill('5512300003');
    await sendCode(page, login, site.server);
    await login
      .getByRole('textbox', { name: 'Verification code' })
      .fill(await lastCode(site.server, '+52 5512300003'));
    await passSlider(login);
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await loggedIn(page);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the image captcha after wrong passwords', async () => {
    await makeAccount('guessme', { password: 'right1234' });
    const { page, close } = await newPage();
    const login = await openLogin(page);
    await login.getByRole('textbox', { name: 'Username' }).fill('guessme');
    for (let i = 0; i < 3; i++) {
      await login.getByLabel('Password', { exact: true }).fill(`wrong${i}999`);
      await passSlider(login);
      await login.getByRole('button', { name: 'Log in', exact: true }).click();
      await login.getByRole('alert').waitFor();
    }
    await login.getByRole('img', { name: 'Captcha image' }).waitFor();
    await login.getByRole('textbox', { name: 'Captcha' }).waitFor();
    await close();
  });

  it('forces a change of the default password an account was made with', async () => {
    await makeAccount('madebyagent');
    const { page, errors, close } = await newPage();
    await logInWithPassword(page, 'madebyagent', 'Gh123456');
    const change = dialog(page, 'Change password');
    await change.waitFor();
    // Forced: it cannot be closed.
    expect(await change.getByRole('button', { name: 'Close' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await change.waitFor();
    // Nor by reloading the page: it comes back while the default password stays.
    await page.reload({ waitUntil: 'networkidle' });
    await change.waitFor();
    await change.getByLabel('Current password').fill('Gh123456');
    await change.getByLabel('New password', { exact: true }).fill('changed123');
    await change.getByLabel('Confirm new password').fill('changed123');
    await change.getByRole('button', { name: 'Change password' }).click();
    await change.waitFor({ state: 'detached' });
    await loggedIn(page);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('forgotten passwords', () => {
  it('resets by phone with an SMS code and logs in', async () => {
    await makeAccount('phonereset', { mobile: '5512300004', countryDialingCode: '+52' });
    const { page, errors, close } = await newPage();
    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = dialog(page, 'Forgot password');
    await forgot.getByRole('tab', { name: 'By phone' }).click();
    await forgot.getByRole('combobox', { name: 'Dialing code' }).selectOption('+52');
    await forgot.getByRole('textbox', { name: 'Mobile number' }).fill('5512300004');
    await sendCode(page, forgot, site.server);
    await forgot
      .getByRole('textbox', { name: 'Verification code' })
      .fill(await lastCode(site.server, '+52 5512300004'));
    await forgot.getByLabel('New password', { exact: true }).fill('byphone123');
    await forgot.getByLabel('Confirm new password').fill('byphone123');
    await forgot.getByRole('button', { name: 'Reset password' }).click();
    await loggedIn(page);
    expect(errors).toEqual([]);
    await close();
  });

  it('resets by e-mail with the one-time link, then logs in with the new password', async () => {
    await makeAccount('mailreset', { email: 'mailreset@example.com', password: 'before123' });
    const { page, close } = await newPage();
    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = dialog(page, 'Forgot password');
    await forgot.getByRole('tab', { name: 'By email' }).click();
    await forgot.getByRole('textbox', { name: 'Username' }).fill('mailreset');
    await forgot.getByRole('textbox', { name: 'Email' }).fill('mailreset@example.com');
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('alertdialog', { name: /reset link has been sent/ }).waitFor();

    const mail = await lastMessage(site.server, 'mailreset@example.com');
    const link = /https?:\/\/\S+resetToken=[\w-]+/.exec(mail.body)?.[0];
    expect(link).toBeTruthy();
    const url = new URL(link as string);
    await page.goto(`${url.pathname}${url.search}`, { waitUntil: 'networkidle' });
    const reset = dialog(page, 'Reset password');
    await reset.getByLabel('New password', { exact: true }).fill('bymail123');
    await reset.getByLabel('Confirm new password').fill('bymail123');
    await reset.getByRole('button', { name: 'Reset password' }).click();
    const done = page.getByRole('alertdialog', { name: /password has been reset/ });
    await done.getByRole('button', { name: 'Confirm' }).click();
    const again = dialog(page, 'Log in');
    await again.waitFor();
    await again.getByRole('textbox', { name: 'Username' }).fill('mailreset');
    await again.getByLabel('Password', { exact: true }).fill('bymail123');
    await passSlider(again);
    await again.getByRole('button', { name: 'Log in', exact: true }).click();
    await loggedIn(page);
    await close();
  });
});

describe('mailbox', () => {
  it('shows what the operator sent: the unread badge, reading, deleting, on a phone too', async () => {
    await makeAccount('mailreader', { password: 'reader123' });
    for (const [title, body] of [
      ['Welcome', 'Hello <b>reader</b>,\nyour bonus is waiting.'],
      ['Second note', 'Nothing else.'],
    ]) {
      await operatorCall(site.server, '/ops/messages', { account: 'mailreader', title, body });
    }
    const { page, errors, close } = await newPage();
    await page.setViewportSize({ width: 375, height: 812 });
    await logInWithPassword(page, 'mailreader', 'reader123');
    await header(page).getByRole('button', { name: 'Account menu (2 unread)' }).click();
    await header(page).getByRole('button', { name: 'Messages (2 unread)' }).click();
    const mailbox = dialog(page, 'Messages');
    const list = mailbox.getByRole('list', { name: 'Messages' });
    await list.getByRole('button').first().waitFor();
    expect(await list.getByRole('button').allTextContents()).toEqual([
      expect.stringMatching(/^NewSecond note/),
      expect.stringMatching(/^NewWelcome/),
    ]);
    expect(await mailbox.evaluate((box) => box.scrollWidth <= box.clientWidth + 1)).toBe(true);

    await list.getByRole('button', { name: /Welcome/ }).click();
    const opened = mailbox.getByRole('article', { name: 'Welcome' });
    // Plain text: the markup shows as typed.
    await opened.getByText('Hello <b>reader</b>,').waitFor();
    await mailbox.getByRole('button', { name: 'Back to messages' }).click();
    await mailbox.getByText('1 unread').waitFor();

    await list.getByRole('button', { name: /Second note/ }).click();
    await mailbox.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this message?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await list.getByRole('button').first().waitFor();
    expect(await list.getByRole('button').allTextContents()).toEqual([
      expect.stringMatching(/^Welcome/),
    ]);
    await mailbox.getByRole('button', { name: 'Close' }).click();
    await header(page).getByRole('button', { name: 'Account menu', exact: true }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});

describe('free play', () => {
  it('plays as a trial account that cannot deposit, on screen and on the server', async () => {
    const { page, errors, close } = await newPage();
    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Free play' }).click();
    await loggedIn(page);
    await header(page).getByRole('button', { name: 'Deposit' }).click();
    await page
      .getByRole('alertdialog', { name: 'Please use a real-money account for this.' })
      .waitFor();

    const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
    const res = await fetch(`${site.server.url}/wps/member/security/log`, { headers: { token } });
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe('TRIAL_ACCOUNT');
    expect(errors).toEqual([]);
    await close();
  });
});
