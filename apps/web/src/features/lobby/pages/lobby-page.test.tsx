import { getGameList, type getGameMenus, setFavoriteGame, type ValueOf } from '@gamehall/contract';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { answer, fakeServer } from '../../../test/fake-server.ts';
import { testQueryClient } from '../../../test/query-client.ts';
import { siteConfig } from '../../../test/site.ts';
import { gameMenusQuery, siteConfigQuery, whitelabelQuery } from '../../system/index.ts';
import { favouriteIdsQuery } from '../api/get-favourite-ids.ts';
import { gameListQuery } from '../api/get-game-list.ts';
import { hotGamesQuery } from '../api/get-hot-games.ts';
import { pvpRoomsQuery } from '../api/get-pvp-rooms.ts';
import type { Game } from '../model/launch.ts';
import type { LobbyKind } from '../model/lobbies.ts';
import { prefetchLobby } from '../prefetch-lobby.ts';
import { game } from '../test-utils.ts';
import { LobbyPage } from './lobby-page.tsx';

type Menus = ValueOf<typeof getGameMenus>;

const vendor = (vassalage: string, displayName: string, isHot: 0 | 1 = 0) => ({
  vassalage,
  displayName,
  iconUrl: '',
  isHot,
});

const menus: Menus = [
  {
    gameCategory: 'RNG',
    sort: 1,
    labelKey: 'hd_slots',
    iconUrl: '',
    vendors: [vendor('JILI', 'JILI Slots'), vendor('PG', 'PG Slots', 1), vendor('PP', 'PP Slots')],
  },
  {
    gameCategory: 'LIVE',
    sort: 2,
    labelKey: 'hd_live',
    iconUrl: '',
    vendors: [vendor('EVO', 'Evolution', 1)],
  },
];

/** Shows the address so tests can follow what a tab click did to it. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

/** The lobby's first request for a vendor tab, as the page sends it. */
const listOf = (vassalage: string, over: Record<string, unknown> = {}) =>
  gameListQuery({
    clientType: '3',
    platform: 'flash,html5-desktop',
    vassalage,
    gameType: 'RNG',
    pageNo: 1,
    pageSize: 24,
    ...over,
  }).queryKey;
const pageOf = (games: Game[], totalPages = 1) => ({
  games,
  pageNum: 1,
  totalPages,
  total: games.length,
});

let client: QueryClient;
beforeEach(() => {
  client = testQueryClient();
  useSession.setState({ token: null, accountType: null });
  useDialogs.getState().close();
});
afterEach(() => vi.restoreAllMocks());

/** The game menus, feature switches and site config the lobby reads, in the cache. */
function seedSite(features: string[] = []) {
  client.setQueryData(gameMenusQuery('EN').queryKey, menus);
  client.setQueryData(
    whitelabelQuery().queryKey,
    features.map((modId) => ({ modId, enabled: '1' as const, childrenNodes: [] })),
  );
  client.setQueryData(siteConfigQuery().queryKey, siteConfig({ esportsList: [] }));
}

function renderLobby(kind: LobbyKind, url: string, features: string[] = []) {
  seedSite(features);
  const element = (
    <>
      <LobbyPage kind={kind} />
      <Address />
    </>
  );
  // The app's router is the declarative one (app/app.tsx).
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/:game" element={element} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const selected = () =>
  screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true');

describe('LobbyPage vendor tabs', () => {
  it('selects the vendor named by ?page=', () => {
    renderLobby('rng', '/rng?page=PG');
    expect(screen.getByRole('tablist').getAttribute('aria-label')).toMatch(/providers/);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'JILI Slots',
      'PG Slots',
      'PP Slots',
    ]);
    expect(selected().map((t) => t.textContent)).toEqual(['PG Slots']);
    expect(screen.getByRole('tabpanel', { name: 'PG Slots' })).toBeTruthy();
  });

  it('falls back to the first vendor without or with an unknown ?page=', () => {
    renderLobby('rng', '/rng?page=NOPE');
    expect(selected().map((t) => t.textContent)).toEqual(['JILI Slots']);
  });

  it('writes the chosen tab into ?page=, keeping other parameters', async () => {
    renderLobby('rng', '/rng?ref=nav&page=JILI');
    await userEvent.click(screen.getByRole('tab', { name: 'PP Slots' }));
    expect(selected().map((t) => t.textContent)).toEqual(['PP Slots']);
    expect(screen.getByLabelText('address').textContent).toBe('/rng?ref=nav&page=PP');
  });

  it('moves between tabs with the arrow keys', async () => {
    renderLobby('rng', '/rng?page=JILI');
    screen.getByRole('tab', { name: 'JILI Slots' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('PG Slots');
    expect(screen.getByLabelText('address').textContent).toBe('/rng?page=PG');
    await userEvent.keyboard('{End}');
    expect(selected().map((t) => t.textContent)).toEqual(['PP Slots']);
  });
});

describe('LobbyPage games', () => {
  const logIn = (accountType = 0) => useSession.setState({ token: 't', accountType });
  const tiles = (list: HTMLElement) =>
    within(list)
      .getAllByRole('article')
      .map((a) => a.getAttribute('aria-label'));

  it('a visitor searches and filters like a player; play and hearts ask for a login', async () => {
    client.setQueryData(listOf('PG'), pageOf([game(1, 'Lucky Koi'), game(2, 'Jade Dragon')]));
    client.setQueryData(listOf('PG', { gameName: 'dragon' }), pageOf([game(2, 'Jade Dragon')]));
    renderLobby('rng', '/rng?page=PG');
    const list = () => screen.getByRole('list', { name: 'PG Slots games' });
    expect(tiles(list())).toEqual(['Lucky Koi', 'Jade Dragon']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search games' }), 'dragon');
    await waitFor(() => expect(tiles(list())).toEqual(['Jade Dragon']));
    expect(screen.getByRole('checkbox', { name: '25 lines or more' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Play Jade Dragon' }));
    expect(useDialogs.getState().open).toBe('login');
    useDialogs.getState().close();
    await userEvent.click(screen.getByRole('button', { name: 'Favourite Jade Dragon' }));
    expect(useDialogs.getState().open).toBe('login');
  });

  it('a visitor’s free trial asks for a login where the brand offers no free play', async () => {
    client.setQueryData(listOf('PG'), pageOf([game(1, 'Lucky Koi', { supportPlay: 0 })]));
    renderLobby('rng', '/rng?page=PG');
    await userEvent.click(screen.getByRole('button', { name: 'Free trial of Lucky Koi' }));
    expect(useDialogs.getState().open).toBe('login');
  });

  it('lists a page of the tab’s games with hearts, search and the count', async () => {
    logIn();
    client.setQueryData(listOf('PG'), pageOf([game(1, 'Lucky Koi'), game(2, 'Jade Dragon')], 3));
    client.setQueryData(listOf('PG', { gameName: 'dragon' }), pageOf([game(2, 'Jade Dragon')]));
    client.setQueryData(favouriteIdsQuery().queryKey, { gameIds: [2] });
    renderLobby('rng', '/rng?page=PG');
    const list = () => screen.getByRole('list', { name: 'PG Slots games' });
    expect(tiles(list())).toEqual(['Lucky Koi', 'Jade Dragon']);
    expect(screen.getByRole('navigation', { name: 'PG Slots game pages' })).toBeTruthy();
    const heart = screen.getByRole('button', { name: 'Favourite Jade Dragon' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(
      screen.getByRole('button', { name: 'Favourite Lucky Koi' }).getAttribute('aria-pressed'),
    ).toBe('false');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search games' }), 'dragon');
    await waitFor(() => expect(tiles(list())).toEqual(['Jade Dragon']));
    expect(screen.getByText('1 game')).toBeTruthy();
  });

  it('a heart click stores the favourite and the answer lights it', async () => {
    logIn();
    client.setQueryData(listOf('PG'), pageOf([game(1, 'Lucky Koi')]));
    client.setQueryData(favouriteIdsQuery().queryKey, { gameIds: [] });
    const site = fakeServer(answer(setFavoriteGame, { gameIds: [1] }));
    renderLobby('rng', '/rng?page=PG');
    await userEvent.click(screen.getByRole('button', { name: 'Favourite Lucky Koi' }));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Favourite Lucky Koi' }).getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(site.requests(setFavoriteGame).map((r) => r.body)).toEqual([
      { gameId: 1, favourite: true },
    ]);
  });

  it('a free trial opens /game in demo mode', async () => {
    logIn();
    client.setQueryData(listOf('PG'), pageOf([game(1, 'Lucky Koi', { supportPlay: 0 })]));
    renderLobby('rng', '/rng?page=PG');
    await userEvent.click(screen.getByRole('button', { name: 'Free trial of Lucky Koi' }));
    expect(screen.getByLabelText('address').textContent).toBe(
      '/game?gameId=1&vassalage=PG&mode=demo',
    );
  });

  it('a trial account (type 4) plays demo money even from the play button', async () => {
    logIn(4);
    client.setQueryData(listOf('PG'), pageOf([game(1, 'Lucky Koi')]));
    renderLobby('rng', '/rng?page=PG');
    await userEvent.click(screen.getByRole('button', { name: 'Play Lucky Koi' }));
    expect(screen.getByLabelText('address').textContent).toBe(
      '/game?gameId=1&vassalage=PG&mode=demo',
    );
  });

  it('lottery games open their lottery page with game code and play type', async () => {
    logIn();
    client.setQueryData(
      listOf('PG'),
      pageOf([game(5, 'Fast 3', { lotteryVariant: 'SEA', defaultPlayType: 'SUM', nodeId: 'f3' })]),
    );
    renderLobby('rng', '/rng?page=PG');
    await userEvent.click(screen.getByRole('button', { name: 'Play Fast 3' }));
    expect(screen.getByLabelText('address').textContent).toBe(
      '/seaLottery?gameCode=f3&playType=SUM',
    );
  });

  it('a vassalage game opens its vendor’s games in a popup', async () => {
    logIn();
    client.setQueryData(listOf('PG'), pageOf([game(7, 'Reef Hunt', { isGame: 'VASSALAGE' })]));
    client.setQueryData(
      gameListQuery({
        clientType: '3',
        platform: 'flash,html5-desktop',
        vassalage: 'PG',
        pageNo: 1,
        pageSize: 24,
      }).queryKey,
      pageOf([game(8, 'Deep Hunt')]),
    );
    renderLobby('rng', '/rng?page=PG');
    await userEvent.click(screen.getByRole('button', { name: 'Play Reef Hunt' }));
    const dialog = screen.getByRole('dialog', { name: 'PG Slots games' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Play Deep Hunt' }));
    expect(screen.getByLabelText('address').textContent).toBe('/game?gameId=8&vassalage=PG');
  });

  it('a PVP game asks for a room and launches into the one picked', async () => {
    logIn();
    client.setQueryData(
      listOf('PG'),
      pageOf([game(9, 'Texas Holdem', { gameType: 'PVP', nodeId: 'th' })]),
    );
    const room = (roomId: string, nodeName: string, minBet: number) => ({
      roomId,
      nodeId: 'th',
      nodeName,
      gameId: 9,
      gameName: 'Texas Holdem',
      vassalage: 'PG',
      accountTypeName: 'PG',
      minBet,
      maxBet: minBet * 50,
      seats: 6,
    });
    client.setQueryData(pvpRoomsQuery({ gameId: 9 }).queryKey, {
      list: [room('novice', 'Novice', 1), room('vip', 'VIP', 100)],
    });
    renderLobby('rng', '/rng?page=PG');
    await userEvent.click(screen.getByRole('button', { name: 'Play Texas Holdem' }));
    const dialog = screen.getByRole('dialog', { name: 'Texas Holdem: pick a room' });
    const vip = within(dialog).getByRole('button', { name: 'Enter VIP' });
    expect(vip.textContent).toContain('Bets 100.00 – 5000.00');
    await userEvent.click(vip);
    expect(screen.getByLabelText('address').textContent).toBe(
      '/game?gameId=9&vassalage=PG&roomId=vip',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('/rng?gameClassify=Crash lists the crash games of every vendor', () => {
    logIn();
    client.setQueryData(
      gameListQuery({
        clientType: '3',
        platform: 'flash,html5-desktop',
        gameType: 'RNG',
        gameClassify: 'Crash',
        pageNo: 1,
        pageSize: 24,
      }).queryKey,
      pageOf([game(3, 'Golden Rocket', { gameClassify: 'Crash' })]),
    );
    renderLobby('rng', '/rng?gameClassify=Crash');
    expect(screen.getByRole('heading', { level: 1, name: 'Crash games' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(tiles(screen.getByRole('list', { name: 'Crash games' }))).toEqual(['Golden Rocket']);
  });

  it('/hot lists the hot games of every vendor', () => {
    client.setQueryData(hotGamesQuery({ isPlatform: '2' }).queryKey, {
      list: [game(1, 'Lucky Koi', { isHot: 1 }), game(9, 'Live Baccarat', { isHot: 1 })],
    });
    renderLobby('hot', '/hot');
    expect(tiles(screen.getByRole('list', { name: 'Hot games' }))).toEqual([
      'Lucky Koi',
      'Live Baccarat',
    ]);
  });

  it('/fav asks a visitor to log in', () => {
    renderLobby('fav', '/fav');
    expect(screen.getByText('Log in to keep your favourite games here.')).toBeTruthy();
  });
});

describe('a lobby opened first (boot asks for its games with its code)', () => {
  const lists = (page: ValueOf<typeof getGameList>) => fakeServer(answer(getGameList, page));

  it('has the tab in ?page= listed before it renders, with the request the page would send', async () => {
    seedSite();
    const site = lists(pageOf([game(1, 'Lucky Koi')]));
    await prefetchLobby('rng', { language: 'EN', search: '?page=PG' }, client);
    expect(site.requests(getGameList).map((r) => r.query.get('vassalage'))).toEqual(['PG']);
    // The page finds its first list in the cache: no second request, no loading state.
    renderLobby('rng', '/rng?page=PG');
    expect(
      within(screen.getByRole('list', { name: 'PG Slots games' })).getByRole('article', {
        name: 'Lucky Koi',
      }),
    ).toBeTruthy();
    expect(site.requests(getGameList)).toHaveLength(1);
    // Nothing else but the slots lobby's jackpot, asked for with it (unanswered here).
    expect(new Set(site.unanswered)).toEqual(new Set(['GET /wps/game/jackpot']));
  });

  it('asks for the crash list in the crash lobby, and nothing for the hot and favourite lobbies', async () => {
    seedSite();
    const site = lists(pageOf([game(3, 'Golden Rocket', { gameClassify: 'Crash' })]));
    await prefetchLobby('hot', { language: 'EN', search: '' }, client);
    await prefetchLobby('fav', { language: 'EN', search: '' }, client);
    expect(site.fetch).not.toHaveBeenCalled();
    await prefetchLobby('rng', { language: 'EN', search: '?gameClassify=crash' }, client);
    const [sent] = site.requests(getGameList);
    expect(sent?.query.get('gameClassify')).toBe('Crash');
    expect(sent?.query.has('vassalage')).toBe(false);
  });
});
