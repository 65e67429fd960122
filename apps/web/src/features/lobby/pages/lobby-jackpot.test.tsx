import { getGameList, type getGameMenus, getJackpot, type ValueOf } from '@gamehall/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeServer } from '../../../test/fake-server.ts';
import { testQueryClient } from '../../../test/query-client.ts';
import { siteConfig } from '../../../test/site.ts';
import { jackpotQuery } from '../../jackpot/index.ts';
import { prefetchJackpot } from '../../jackpot/prefetch.ts';
import { jackpotAnswer } from '../../jackpot/test-utils.ts';
import { gameMenusQuery, siteConfigQuery, whitelabelQuery } from '../../system/index.ts';
import type { LobbyKind } from '../model/lobbies.ts';
import { LobbyPage } from './lobby-page.tsx';

const menus: ValueOf<typeof getGameMenus> = [
  {
    gameCategory: 'RNG',
    sort: 1,
    labelKey: 'hd_slots',
    iconUrl: '',
    vendors: [{ vassalage: 'PG', displayName: 'PG Slots', iconUrl: '', isHot: 0 }],
  },
  {
    gameCategory: 'LIVE',
    sort: 2,
    labelKey: 'hd_live',
    iconUrl: '',
    vendors: [{ vassalage: 'EVO', displayName: 'Evolution', iconUrl: '', isHot: 0 }],
  },
];

function siteClient() {
  const client = testQueryClient();
  client.setQueryData(gameMenusQuery('EN').queryKey, menus);
  client.setQueryData(whitelabelQuery().queryKey, []);
  client.setQueryData(siteConfigQuery().queryKey, siteConfig({ esportsList: [] }));
  return client;
}

function renderLobby(client: ReturnType<typeof siteClient>, kind: LobbyKind, url: string) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/:game" element={<LobbyPage kind={kind} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const banner = () => screen.queryByRole('region', { name: 'Progressive jackpot' });

afterEach(() => vi.restoreAllMocks());

describe('the slots lobby’s jackpot', () => {
  it('shows the banner above the providers’ games: pool, rule and winners', () => {
    const client = siteClient();
    client.setQueryData(
      jackpotQuery().queryKey,
      jackpotAnswer({
        pool: 54_321,
        winners: [
          { player: 'ma***42', amount: 8_000, game: 'Lucky Koi', at: new Date().toISOString() },
        ],
      }),
    );
    renderLobby(client, 'rng', '/rng');

    const region = banner();
    expect(region).toBeTruthy();
    expect(
      within(region as HTMLElement).getByRole('status', { name: 'Jackpot $54,321.00' }),
    ).toBeTruthy();
    expect(
      within(region as HTMLElement).getByText(/^1% of every in-house slot stake/),
    ).toBeTruthy();
    expect(
      within(within(region as HTMLElement).getByRole('list', { name: 'Last winners' })).getByText(
        'ma***42',
      ),
    ).toBeTruthy();
    // Above the games: the banner comes before the providers' tabs.
    const tabs = screen.getByRole('tablist');
    expect(
      (region as HTMLElement).compareDocumentPosition(tabs) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('is there at the first render once asked for (boot asks before the config, app/pages.ts)', async () => {
    const client = siteClient();
    const server = fakeServer(answer(getJackpot, jackpotAnswer({ pool: 777 })));
    await prefetchJackpot(client);
    renderLobby(client, 'rng', '/rng');
    expect(
      within(banner() as HTMLElement).getByRole('status', { name: 'Jackpot $777.00' }),
    ).toBeTruthy();
    expect(server.requests(getJackpot)).toHaveLength(1);
  });

  it('is not in the crash lobby', () => {
    const client = siteClient();
    client.setQueryData(jackpotQuery().queryKey, jackpotAnswer());
    fakeServer(answer(getGameList, { games: [], pageNum: 1, totalPages: 1, total: 0 }));
    renderLobby(client, 'rng', '/rng?gameClassify=Crash');
    expect(banner()).toBeNull();
  });

  it('is not in the live casino lobby', () => {
    const client = siteClient();
    client.setQueryData(jackpotQuery().queryKey, jackpotAnswer());
    renderLobby(client, 'live', '/live');
    expect(banner()).toBeNull();
  });
});
