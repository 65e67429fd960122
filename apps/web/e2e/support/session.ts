import type { Page } from 'playwright-core';
import { passSlider } from './accounts.ts';

export const header = (page: Page) => page.getByRole('banner');
export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
export const loggedIn = (page: Page) =>
  header(page).getByRole('button', { name: 'Account menu' }).waitFor();

export async function openLogin(page: Page) {
  await page.goto('/index', { waitUntil: 'networkidle' });
  await header(page).getByRole('button', { name: 'Log in', exact: true }).click();
  return dialog(page, 'Log in');
}

/** The login dialog filled and sent as a person does it, slider puzzle included. */
export async function logInWithPassword(page: Page, username: string, password: string) {
  const login = await openLogin(page);
  await login.getByRole('textbox', { name: 'Username' }).fill(username);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await passSlider(login);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  return login;
}

export const centre = (page: Page) => dialog(page, 'Member centre');

/** A page of the open member centre, by its menu label. */
export async function openSection(page: Page, label: string) {
  await centre(page)
    .getByRole('navigation')
    .getByRole('button', { name: label, exact: true })
    .click();
  await centre(page).getByRole('heading', { name: label, exact: true }).waitFor();
}
