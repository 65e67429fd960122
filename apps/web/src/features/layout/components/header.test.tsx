import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { gameListQuery, hotGamesQuery } from '../../lobby/index.ts';
import { game as lobbyCard } from '../../lobby/test-utils.ts';
import { useSideMenu } from '../model/side-menu-store.ts';

const lobbyGame = (id: number, name: string, vassalage: string) =>
  lobbyCard(id, name, { vassalage, gameType: 'LIVE' });

import { menu, renderLayout, vendor } from '../test-utils.tsx';
import { Header } from './header.tsx';

const menus = [
  menu('LIVE', vendor('EVO', 'Evolution'), vendor('SEXY', 'Sexy')),
  menu('SPORTS', vendor('SABA', 'Saba'), vendor('TFG', 'TF Gaming')),
  menu('FISH'),
  menu('COCKFIGHT', vendor('SV', 'SV388')),
];

afterEach(() => {
  useDialogs.getState().close();
  useSideMenu.setState({ open: false, mounted: 0 });
});

/** Shows the address, so a test can see where a click went. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('Header', () => {
  it('builds the nav from the sorting data, splitting e-sports out', () => {
    renderLayout(<Header />, { menus, config: { esportsList: ['TFG'] } });
    const links = within(nav())
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links.slice(0, 5)).toEqual(['Home', 'Live Casino', 'Sports', 'E-Sports', 'Promotions']);
    expect(within(nav()).getByRole('link', { name: 'Live Casino' })).toHaveProperty(
      'pathname',
      '/live',
    );
    expect(within(nav()).queryByText('SV388')).toBeNull();
  });

  it('opens a category dropdown on hover and lists its vendors', async () => {
    const user = userEvent.setup();
    renderLayout(<Header />, { menus });
    expect(screen.queryByRole('link', { name: 'Evolution' })).toBeNull();
    await user.hover(screen.getByRole('link', { name: 'Live Casino' }));
    const evo = screen.getByRole('link', { name: 'Evolution' });
    expect(evo.getAttribute('href')).toBe('/live?page=EVO');
    expect(
      screen.getByRole('button', { name: 'Live Casino providers' }).getAttribute('aria-expanded'),
    ).toBe('true');
    await user.unhover(screen.getByRole('link', { name: 'Live Casino' }));
    expect(screen.queryByRole('link', { name: 'Evolution' })).toBeNull();
  });

  it('opens a dropdown on keyboard focus and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderLayout(<Header />, { menus });
    screen.getByRole('link', { name: 'Home' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Live Casino' }));
    expect(screen.getByRole('link', { name: 'Sexy' })).toBeTruthy();
    await user.tab(); // the toggle
    await user.tab(); // the first vendor
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Evolution' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Sexy' })).toBeNull();
    // Focus goes back to the category instead of vanishing with the panel.
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Live Casino' }));
  });

  it('shows the games of the provider pointed at: hot games for a visitor', async () => {
    const user = userEvent.setup();
    const hot = (vassalage: string, names: string[]) =>
      [
        hotGamesQuery({ vassalage, isPlatform: '2' }).queryKey,
        { list: names.map((name, i) => lobbyGame(i + 1, name, vassalage)) },
      ] as [readonly unknown[], unknown];
    renderLayout(<Header />, {
      menus,
      answers: [hot('EVO', ['Speed Baccarat', 'Lightning Roulette']), hot('SEXY', ['Sexy Sic Bo'])],
    });
    await user.hover(screen.getByRole('link', { name: 'Live Casino' }));
    const games = () => screen.getByRole('region', { name: /games$/ });
    expect(games().getAttribute('aria-label')).toBe('Evolution games');
    expect(
      within(games())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Speed Baccarat', 'Lightning Roulette']);
    await user.hover(screen.getByRole('link', { name: 'Sexy' }));
    await new Promise((r) => setTimeout(r, 400));
    console.log('WAITED');
    expect(
      within(games())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Sexy Sic Bo']);
    const sicBo = within(games()).getByRole('button', { name: 'Sexy Sic Bo' });
    await user.click(sicBo);
    expect(useDialogs.getState().open).toBe('login');
  });

  it('pages a player’s provider games by 21, then by 18', async () => {
    const user = userEvent.setup();
    useSession.setState({ token: 't', accountType: 0 });
    const page = (pageNo: number, pageSize: number, names: string[]) =>
      [
        gameListQuery({ vassalage: 'EVO', gameType: 'LIVE', pageNo, pageSize }).queryKey,
        {
          games: names.map((name, i) => lobbyGame(pageNo * 100 + i, name, 'EVO')),
          pageNum: pageNo,
          totalPages: 3,
          total: 50,
        },
      ] as [readonly unknown[], unknown];
    renderLayout(<Header />, {
      menus,
      answers: [page(1, 21, ['First table']), page(2, 18, ['Second page table'])],
    });
    await user.hover(screen.getByRole('link', { name: 'Live Casino' }));
    expect(screen.getByRole('button', { name: 'First table' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Previous Evolution games' }).hasAttribute('disabled'),
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'More Evolution games' }));
    expect(screen.getByRole('button', { name: 'Second page table' })).toBeTruthy();
    useSession.setState({ token: null, accountType: null });
  });

  it('asks a visitor to log in before launching a vendor-type provider', async () => {
    const user = userEvent.setup();
    renderLayout(<Header />, { menus });
    const toggle = screen.getByRole('button', { name: 'Sports providers' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Saba' }));
    expect(useDialogs.getState().open).toBe('login');
  });

  it('opens a sports provider’s title in the sportsbook, straight from the menu', async () => {
    const user = userEvent.setup();
    useSession.setState({ token: 't', accountType: 0 });
    try {
      const sportsbook = lobbyCard(42, 'Saba Sports', { vassalage: 'SABA', gameType: 'SPORTS' });
      const first = gameListQuery({
        clientType: '3',
        platform: 'flash,html5-desktop',
        vassalage: 'SABA',
        gameType: 'SPORTS',
        pageNo: 1,
        pageSize: 1,
      }).queryKey;
      renderLayout(
        <>
          <Header />
          <Address />
        </>,
        { menus, answers: [[first, { games: [sportsbook], pageNum: 1, totalPages: 1, total: 1 }]] },
      );
      await user.click(screen.getByRole('button', { name: 'Sports providers' }));
      await user.click(screen.getByRole('button', { name: 'Saba' }));
      await waitFor(() =>
        // A SPORTS title opens the in-house book as that vendor (launchTarget).
        expect(screen.getByLabelText('address').textContent).toBe('/sports?book=SABA'),
      );
    } finally {
      useSession.setState({ token: null, accountType: null });
    }
  });

  it('shows login, and register only with DIRECTREG3', async () => {
    const user = userEvent.setup();
    const { unmount } = renderLayout(<Header />);
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log in with mobile' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(useDialogs.getState()).toMatchObject({ open: 'login', page: 'username' });
    unmount();
    renderLayout(<Header />, { features: ['DIRECTREG3', 'MOBILEVERCODELOGIN3'] });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(useDialogs.getState().open).toBe('register');
    await user.click(screen.getByRole('button', { name: 'Log in with mobile' }));
    expect(useDialogs.getState()).toMatchObject({ open: 'login', page: 'sms' });
  });

  it('shows deposit and withdraw instead of login when logged in', async () => {
    useSession.setState({ token: 't' });
    try {
      renderLayout(<Header />);
      expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
      expect(await screen.findByRole('button', { name: 'Deposit' })).toBeTruthy();
    } finally {
      useSession.setState({ token: null });
    }
  });

  it('opens the member centre on the deposit and withdraw pages', async () => {
    const user = userEvent.setup();
    useSession.setState({ token: 't', accountType: 0 });
    try {
      renderLayout(<Header />);
      await user.click(await screen.findByRole('button', { name: 'Deposit' }));
      expect(useDialogs.getState()).toMatchObject({ open: 'memberCentre', page: 'depositv2' });
      await user.click(screen.getByRole('button', { name: 'Withdraw' }));
      expect(useDialogs.getState()).toMatchObject({ open: 'memberCentre', page: 'withdraw' });
    } finally {
      useSession.setState({ token: null, accountType: null });
    }
  });

  it('offers the rewards entry while the brand has the reward centre on; the VIP rank shows dashes', () => {
    renderLayout(<Header />, { features: ['REWARDCENTER'] });
    expect(within(nav()).getByRole('button', { name: 'Rewards' })).toBeTruthy();
    expect(within(nav()).getByRole('link', { name: /VIP/ }).textContent).toContain('--');
  });

  it('offers a menu button only when a side menu is there, and it toggles the drawer', async () => {
    const user = userEvent.setup();
    renderLayout(<Header />);
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    act(() => {
      useSideMenu.getState().register();
    });
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    expect(useSideMenu.getState().open).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('speaks Spanish: promotions is "Promociones"', () => {
    renderLayout(<Header />, { language: 'ES' });
    expect(
      within(screen.getByRole('navigation')).getByRole('link', { name: 'Promociones' }),
    ).toBeTruthy();
  });

  it('builds no nav row on a phone with a drawer: the drawer lists the categories', () => {
    const phone = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query === '(max-width: 899px)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      renderLayout(<Header drawer />, { menus });
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Menu' })).toBeTruthy();
      cleanup();
      // Without a drawer a phone keeps the row (it scrolls sideways).
      renderLayout(<Header />, { menus });
      expect(nav()).toBeTruthy();
    } finally {
      window.matchMedia = phone;
    }
  });

  it('hides the nav when asked (the /lottery page)', () => {
    renderLayout(<Header hideNav />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('link', { name: 'Gamehall' }).getAttribute('href')).toBe('/index');
  });
});
