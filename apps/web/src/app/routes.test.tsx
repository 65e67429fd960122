import {
  type getAnnouncements,
  getJackpot,
  type getSiteConfig,
  type ValueOf,
} from '@gamehall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jackpotQuery } from '../features/jackpot/index.ts';
import { jackpotAnswer } from '../features/jackpot/test-utils.ts';
import { announcementsQuery, siteConfigQuery } from '../features/system/index.ts';
import { useDialogs } from '../lib/dialog-store.ts';
import { queryClient } from '../lib/query-client.ts';
import { answer, fakeServer } from '../test/fake-server.ts';
import { AppRoutes, preloadEarly } from './routes.tsx';

/** Makes the mocked side menu throw, as a broken layout would. */
const broken = vi.hoisted(() => ({ sideMenu: false }));

// The chrome is another feature's, tested there; here it only shows which parts a layout has.
vi.mock('../features/layout/index.ts', () => ({
  Header: ({ hideNav }: { hideNav?: boolean }) => (
    <header data-testid="header" data-hide-nav={String(Boolean(hideNav))} />
  ),
  SideMenu: () => {
    if (broken.sideMenu) throw new Error('side menu broke');
    return <div data-testid="side-menu" />;
  },
  RightBar: () => <div data-testid="right-bar" />,
  DeferredFooter: () => <footer data-testid="footer" />,
  useNavCategories: () => [],
  vendorHref: () => '/',
}));

const announcements: ValueOf<typeof getAnnouncements> = {
  player: [],
  popup: [],
  promotion: [],
  home: [],
  banners: [],
};

/** Where the router is now and a way to move it: the tests' address bar. */
let current = '';
let navigate: NavigateFunction = () => undefined;
function LocationProbe() {
  current = useLocation().pathname;
  navigate = useNavigate();
  return null;
}

async function visit(url: string, config: Partial<ValueOf<typeof getSiteConfig>> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(siteConfigQuery().queryKey, {
    brandName: 'Gamehall',
    loginedToHomePage: false,
    ...config,
  } as ValueOf<typeof getSiteConfig>);
  client.setQueryData(announcementsQuery().queryKey, announcements);
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  return { pathname: () => current };
}

const layoutParts = () =>
  ['header', 'side-menu', 'right-bar', 'footer'].filter((id) => screen.queryByTestId(id));

afterEach(() => {
  useDialogs.getState().close();
  broken.sideMenu = false;
  vi.restoreAllMocks();
});

describe('routes', () => {
  it('sends / to /index, the home page in the full layout', async () => {
    const router = await visit('/');
    expect(router.pathname()).toBe('/index');
    expect(await screen.findByRole('heading', { name: 'Gamehall home' })).toBeTruthy();
    expect(layoutParts()).toEqual(['header', 'side-menu', 'right-bar', 'footer']);
  });

  it.each(['/nowhere', '/casino', '/rng/extra'])('shows the not-found page for %s', async (url) => {
    await visit(url);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/index');
    expect(layoutParts()).toEqual(['header', 'side-menu', 'right-bar', 'footer']);
  });

  it('gives each page the layout of product §2', async () => {
    await visit('/pointMall');
    expect(layoutParts()).toEqual(['header', 'right-bar', 'footer']);
  });

  it.each([
    ['/lottery', 'true'],
    ['/seaLottery', 'false'],
    ['/game', 'false'],
  ])('shows the header only on %s (nav hidden: %s)', async (url, hidden) => {
    await visit(url);
    expect(layoutParts()).toEqual(['header']);
    expect(screen.getByTestId('header').dataset.hideNav).toBe(hidden);
  });

  it('shows /helpmc bare', async () => {
    await visit('/helpmc');
    expect(layoutParts()).toEqual([]);
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('opens the register dialog on /register.html over the home view', async () => {
    await visit('/register.html');
    expect(await screen.findByRole('heading', { name: 'Gamehall home' })).toBeTruthy();
    expect(useDialogs.getState().open).toBe('register');
  });

  it('sends a visitor without a token to /login when the brand requires it', async () => {
    const router = await visit('/vip', { loginedToHomePage: true });
    expect(router.pathname()).toBe('/login');
    expect(useDialogs.getState().open).toBe('login');
  });

  it('keeps the open paths open when the brand requires a login', async () => {
    const router = await visit('/helpmc', { loginedToHomePage: true });
    expect(router.pathname()).toBe('/helpmc');
  });

  it('replaces a broken layout with the error view, until the visitor goes elsewhere', async () => {
    // React reports the error the boundary catches; that is the point of the test.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken.sideMenu = true;
    await visit('/vip');
    const main = screen.getByRole('main');
    expect(main.querySelector('[role="alert"]')?.textContent).toContain('Unknown error');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    expect(layoutParts()).toEqual([]);

    // pointMall's layout has no side menu: on that path the site is back.
    await act(async () => navigate('/pointMall'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(layoutParts()).toEqual(['header', 'right-bar', 'footer']);
  });
});

describe('what boot asks for before the brand config', () => {
  afterEach(() => queryClient.clear());

  it('is the slots lobby’s jackpot, its largest paint on a phone, and nothing on other pages', async () => {
    const server = fakeServer(answer(getJackpot, jackpotAnswer({ pool: 777 })));
    for (const path of ['/index', '/live', '/vip', '/rng']) preloadEarly(path);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(jackpotQuery().queryKey)).toEqual(
        jackpotAnswer({ pool: 777 }),
      ),
    );
    // One call, the jackpot's, sent with no config known.
    expect(server.fetch).toHaveBeenCalledTimes(1);
    expect(server.requests(getJackpot)).toHaveLength(1);
  });
});
