import {
  getGameList,
  getHotGames,
  getRankList,
  type getSiteConfig,
  type ValueOf,
} from '@gamehall/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session-store.ts';
import { answer, fakeServer } from '../../../test/fake-server.ts';
import { testQueryClient } from '../../../test/query-client.ts';
import { game } from '../../lobby/test-utils.ts';
import { siteConfigQuery } from '../../system/index.ts';
import GameRows from './game-rows.tsx';

beforeAll(() => import('./game-rows.tsx'));

type Rank = ValueOf<typeof getRankList>['list'][number];
const win = (rank: number, over: Partial<Rank> = {}): Rank => ({
  rank,
  account: 'pl***er',
  vassalage: 'PG',
  gameName: 'Lucky Sevens',
  betAmount: 2,
  winAmount: 250.5,
  multiple: 125.25,
  settledAt: '2026-11-27T10:00:00.000Z',
  ...over,
});

function Address() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

function renderRows() {
  const client = testQueryClient();
  client.setQueryData(siteConfigQuery().queryKey, {
    brandName: 'Gamehall',
    currencySymbol: '$',
    esportsList: [],
  } as unknown as ValueOf<typeof getSiteConfig>);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/index']}>
        <Routes>
          <Route path="*" element={<GameRows />} />
        </Routes>
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const page = (games: ReturnType<typeof game>[]) => ({
  games,
  pageNum: 1,
  totalPages: 1,
  total: games.length,
});

describe('the home page’s game rows', () => {
  it('shows the hot and the newest slots as tiles, and the day’s big wins', async () => {
    const server = fakeServer(
      answer(getHotGames, {
        list: [game(1, 'Dragon Fortune', { isHot: 1 }), game(2, 'Gold Rush')],
      }),
      answer(getGameList, page([game(9, 'Neon Nights'), game(8, 'Pirate Bay')])),
      answer(getRankList, { list: [win(1), win(2, { account: 'ma***ia', winAmount: 90 })] }),
    );
    renderRows();

    const hot = await screen.findByRole('region', { name: 'Hot games' });
    const hotTiles = await within(hot).findAllByRole('article');
    expect(hotTiles.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Dragon Fortune',
      'Gold Rush',
    ]);
    expect(within(hot).getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/hot');
    const fresh = screen.getByRole('region', { name: 'New games' });
    expect(
      within(fresh)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Neon Nights', 'Pirate Bay']);
    // Slots only, the newest first.
    const [hotAsked] = server.requests(getHotGames);
    expect(hotAsked?.query.get('gameType')).toBe('RNG');
    const [listAsked] = server.requests(getGameList);
    expect(listAsked?.query.get('sort')).toBe('newest');
    expect(listAsked?.query.get('gameType')).toBe('RNG');

    const wins = await screen.findByRole('region', { name: 'Big wins' });
    // The list is read once: its running copy is hidden.
    const readable = within(wins).getAllByRole('listitem');
    expect(readable.map((li) => li.textContent)).toEqual([
      'pl***er won 250.50 on Lucky Sevens (×125.25)',
      'ma***ia won 90.00 on Lucky Sevens (×125.25)',
    ]);
  });

  it('opens a tile’s game as the lobby does', async () => {
    useSession.setState({ token: 'tok', accountType: 1 } as never);
    fakeServer(
      answer(getHotGames, { list: [game(1, 'Dragon Fortune')] }),
      answer(getGameList, page([])),
      answer(getRankList, { list: [] }),
    );
    renderRows();
    const hot = await screen.findByRole('region', { name: 'Hot games' });
    await userEvent.click(await within(hot).findByRole('button', { name: 'Play Dragon Fortune' }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('/game?gameId=1&vassalage=PG'),
    );
    // An empty row and no wins yet: nothing is shown for them.
    expect(screen.queryByRole('region', { name: 'New games' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Big wins' })).toBeNull();
    useSession.setState({ token: null } as never);
  });
});
