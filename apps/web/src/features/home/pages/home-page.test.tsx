import type { getAnnouncements, getGameMenus, getSiteConfig, ValueOf } from '@gamehall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { announcementsQuery, gameMenusQuery, siteConfigQuery } from '../../system/index.ts';
import { HomePage } from './home-page.tsx';

const notice = (id: number, type: 'PL' | 'PU', title: string) => ({
  id,
  type,
  title,
  content: `<p>${title} <script>alert(1)</script></p>`,
  createdAt: '2025-01-01T00:00:00Z',
});
const banner = (id: number, group: string, title: string) => ({
  id,
  group,
  title,
  imageUrl: `/media/banner/${id}.svg`,
  url: '/promotions',
});

const announcements: ValueOf<typeof getAnnouncements> = {
  player: [notice(1, 'PL', 'Maintenance tonight')],
  popup: [notice(2, 'PU', 'Welcome'), notice(3, 'PU', 'Play responsibly')],
  promotion: [],
  home: [],
  banners: [
    banner(1, 'w_index', 'Welcome bonus'),
    banner(2, 'w_index', 'Live nights'),
    banner(3, 'w_login', 'Login art'),
  ],
};

const menus: ValueOf<typeof getGameMenus> = [
  {
    gameCategory: 'LIVE',
    sort: 1,
    labelKey: 'hd_live',
    iconUrl: '',
    vendors: [{ vassalage: 'EVO', displayName: 'Evolution', iconUrl: '', isHot: 1 }],
  },
];

async function renderHome() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(announcementsQuery().queryKey, announcements);
  client.setQueryData(gameMenusQuery('EN').queryKey, menus);
  client.setQueryData(siteConfigQuery().queryKey, {
    brandName: 'Gamehall',
    esportsList: [],
  } as unknown as ValueOf<typeof getSiteConfig>);
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/index']}>
          <HomePage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

const visibleSlide = () =>
  screen.getAllByRole('group', { hidden: true }).find((slide) => !slide.hasAttribute('inert'));

describe('HomePage', () => {
  it('shows the home banners as a carousel with previous, next and pause', async () => {
    await renderHome();
    const carousel = screen.getByRole('region', { name: 'Featured promotions' });
    expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(2);
    expect(visibleSlide()?.getAttribute('aria-label')).toBe('1 of 2');
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlide()?.getAttribute('aria-label')).toBe('2 of 2');
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlide()?.getAttribute('aria-label')).toBe('1 of 2');
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleSlide()?.getAttribute('aria-label')).toBe('2 of 2');
    await userEvent.click(screen.getByRole('button', { name: 'Pause slide rotation' }));
    expect(screen.getByRole('button', { name: 'Start slide rotation' })).toBeTruthy();
  });

  it('links the player notices and the category vendors', async () => {
    await renderHome();
    const ticker = screen.getByRole('region', { name: 'Latest notices' });
    expect(
      within(ticker).getByRole('link', { name: 'Maintenance tonight' }).getAttribute('href'),
    ).toBe('/noticePage?id=1');
    expect(screen.getByRole('link', { name: 'Evolution' }).getAttribute('href')).toBe(
      '/live?page=EVO',
    );
  });

  it('shows the popup notices one after another, once per session, sanitised', async () => {
    await renderHome();
    const first = await screen.findByRole('dialog', { name: 'Welcome' });
    expect(first.querySelector('script')).toBeNull();
    await userEvent.click(within(first).getByRole('button', { name: 'Next notice' }));
    const second = screen.getByRole('dialog', { name: 'Play responsibly' });
    await userEvent.click(
      within(second).getAllByRole('button', { name: 'Close' })[0] as HTMLElement,
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    cleanup();
    await renderHome();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hides the popup notices for the rest of the day when asked, across a logout', async () => {
    await renderHome();
    const first = await screen.findByRole('dialog', { name: 'Welcome' });
    await userEvent.click(within(first).getByRole('checkbox', { name: "Don't show again today" }));
    await userEvent.click(within(first).getByRole('button', { name: 'Next notice' }));
    const second = screen.getByRole('dialog', { name: 'Play responsibly' });
    await userEvent.click(
      within(second).getAllByRole('button', { name: 'Close' })[0] as HTMLElement,
    );
    // A logout clears the session's storage; the choice is the device's, for today.
    cleanup();
    sessionStorage.clear();
    await renderHome();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Another day, they show again.
    localStorage.setItem('popupNoticeHiddenOn', '2000-01-01');
    cleanup();
    sessionStorage.clear();
    await renderHome();
    expect(await screen.findByRole('dialog', { name: 'Welcome' })).toBeTruthy();
  });
});
