import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { changeLanguage, languages } from '../../../lib/i18n/index.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSideMenu } from '../model/side-menu-store.ts';
import { memberInfo, menu, renderLayout, vendor } from '../test-utils.tsx';
import { SideMenu } from './side-menu.tsx';

vi.mock('../../../lib/i18n/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/i18n/index.ts')>()),
  changeLanguage: vi.fn(),
}));

afterEach(() => {
  vi.mocked(changeLanguage).mockClear();
  useDialogs.getState().close();
  useSession.setState({ token: null, accountType: null });
  document.documentElement.removeAttribute('data-theme');
});

const menus = [menu('RNG', vendor('PG', 'PG Soft'))];

describe('SideMenu', () => {
  it('offers login and register to a visitor and guards member pages', async () => {
    const user = userEvent.setup();
    renderLayout(<SideMenu />, { features: ['DIRECTREG3'] });
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(useDialogs.getState().open).toBe('login');
  });

  it('offers invite and earn while the brand has referral on, and it opens that page', async () => {
    const user = userEvent.setup();
    useSession.setState({ token: 't', accountType: 0 });
    const on = renderLayout(<SideMenu />, { features: ['REFERRAL', 'REWARDCENTER', 'CASHBACK'] });
    const links = screen.getByRole('list', { name: 'Quick links' });
    expect(
      within(links)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Deposit', 'Withdraw', 'Invite and earn', 'Rewards', 'Cashback']);
    await user.click(within(links).getByRole('button', { name: 'Invite and earn' }));
    expect(useDialogs.getState()).toMatchObject({ open: 'memberCentre', page: 'referral' });
    on.unmount();

    renderLayout(<SideMenu />, { features: ['REWARDCENTER', 'CASHBACK'] });
    expect(screen.queryByRole('button', { name: 'Invite and earn' })).toBeNull();
  });

  it('opens the mailbox from the account group while the brand has its inbox on', async () => {
    const user = userEvent.setup();
    useSession.setState({ token: 't', accountType: 0 });
    const { unmount } = renderLayout(<SideMenu />, { features: ['INBOX'] });
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(screen.getByRole('button', { name: 'Messages' }));
    expect(useDialogs.getState()).toMatchObject({ open: 'mailbox' });
    unmount();
    renderLayout(<SideMenu />, { features: [] });
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.queryByRole('button', { name: 'Messages' })).toBeNull();
  });

  it('opens the member centre on deposit and withdraw from the quick links', async () => {
    const user = userEvent.setup();
    useSession.setState({ token: 't', accountType: 0 });
    renderLayout(<SideMenu />);
    const links = screen.getByRole('list', { name: 'Quick links' });
    await user.click(within(links).getByRole('button', { name: 'Deposit' }));
    expect(useDialogs.getState()).toMatchObject({ open: 'memberCentre', page: 'depositv2' });
    await user.click(within(links).getByRole('button', { name: 'Withdraw' }));
    expect(useDialogs.getState()).toMatchObject({ open: 'memberCentre', page: 'withdraw' });
  });

  it('opens cashback from the quick links while the brand has it on', async () => {
    const user = userEvent.setup();
    useSession.setState({ token: 't', accountType: 0 });
    renderLayout(<SideMenu />, { features: ['CASHBACK'] });
    const links = screen.getByRole('list', { name: 'Quick links' });
    await user.click(within(links).getByRole('button', { name: 'Cashback' }));
    expect(useDialogs.getState()).toMatchObject({ open: 'memberCentre', page: 'manualRebate' });
  });

  it('opens a logged-in member page straight away', async () => {
    const user = userEvent.setup();
    useSession.setState({ token: 't' });
    renderLayout(<SideMenu />);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(screen.getByRole('button', { name: 'Betting record' }));
    expect(useDialogs.getState()).toMatchObject({
      open: 'memberCentre',
      page: 'personalHistoryCopy',
    });
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('shows a logged-in player the balance card with its hide toggle and refresh', async () => {
    const user = userEvent.setup();
    useSession.setState({ token: 't', accountType: 0 });
    renderLayout(<SideMenu />, { member: memberInfo(), balance: 99.9 });
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    const balance = screen.getByRole('group', { name: 'Balance' });
    expect(balance.textContent).toContain('P99.90');
    expect(within(balance).getByRole('button', { name: 'Refresh balance' })).toBeTruthy();
    await user.click(within(balance).getByRole('button', { name: 'Hide balance' }));
    expect(balance.textContent).toContain('***');
    await user.click(within(balance).getByRole('button', { name: 'Hide balance' }));
  });

  it('lists game categories with active and inactive icons', () => {
    renderLayout(<SideMenu />, { menus, route: '/rng?page=PG' });
    const slots = screen.getByRole('link', { name: 'Slots' });
    expect(slots.querySelector('img')?.getAttribute('src')).toBe(
      '/media/category/RNG.svg?state=active',
    );
  });

  it('collapses a group with its heading button', async () => {
    const user = userEvent.setup();
    renderLayout(<SideMenu />, { menus });
    const toggle = screen.getByRole('button', { name: 'Game centre' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle);
    expect(screen.queryByRole('link', { name: 'Slots' })).toBeNull();
  });

  it('changes language from a listbox that closes on an outside click', async () => {
    const user = userEvent.setup();
    renderLayout(<SideMenu />);
    const button = screen.getByRole('button', { name: 'Language' });
    await user.click(button);
    const list = screen.getByRole('listbox', { name: 'Language' });
    expect(within(list).getAllByRole('option')).toHaveLength(languages.length);
    expect(within(list).getByRole('option', { selected: true }).textContent).toBe('English');
    await user.click(document.body);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(changeLanguage).not.toHaveBeenCalled();

    await user.click(button);
    await user.click(screen.getByRole('option', { name: 'Español' }));
    expect(changeLanguage).toHaveBeenCalledWith('ES');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('works the listbox from the keyboard', async () => {
    const user = userEvent.setup();
    renderLayout(<SideMenu />);
    screen.getByRole('button', { name: 'Language' }).focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement?.textContent).toBe('English');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(changeLanguage).toHaveBeenCalledWith('ES');
    await user.keyboard('{Enter}{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Language' }));
  });

  it('switches to the dark theme and remembers it', async () => {
    const user = userEvent.setup();
    document.documentElement.dataset.theme = 'light';
    renderLayout(<SideMenu />);
    const toggle = screen.getByRole('switch', { name: 'Dark theme' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('closes the drawer with Escape and with the cover', async () => {
    const user = userEvent.setup();
    renderLayout(<SideMenu />);
    act(() => useSideMenu.getState().setOpen(true));
    const drawer = screen.getByRole('complementary', { name: 'Side menu' });
    expect(document.activeElement).toBe(drawer);
    await user.keyboard('{Escape}');
    expect(useSideMenu.getState().open).toBe(false);
    act(() => useSideMenu.getState().setOpen(true));
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(useSideMenu.getState().open).toBe(false);
  });
});
