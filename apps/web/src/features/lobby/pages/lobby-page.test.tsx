import type { getGameMenus, getSiteConfig, ValueOf } from '@gamehall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { gameMenusQuery, siteConfigQuery } from '../../system/index.ts';
import type { LobbyKind } from '../model/lobbies.ts';
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

function renderLobby(kind: LobbyKind, url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(gameMenusQuery('EN').queryKey, menus);
  client.setQueryData(siteConfigQuery().queryKey, {
    esportsList: [],
  } as unknown as ValueOf<typeof getSiteConfig>);
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
    expect(screen.getByText('No data')).toBeTruthy();
  });

  it('falls back to the first vendor without or with an unknown ?page=', () => {
    renderLobby('rng', '/rng?page=NOPE');
    expect(selected().map((t) => t.textContent)).toEqual(['JILI Slots']);
  });

  it('writes the chosen tab into ?page=, keeping other parameters', async () => {
    renderLobby('rng', '/rng?gameClassify=Crash&page=JILI');
    expect(screen.getByRole('heading', { level: 1, name: 'Crash games' })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'PP Slots' }));
    expect(selected().map((t) => t.textContent)).toEqual(['PP Slots']);
    expect(screen.getByLabelText('address').textContent).toBe('/rng?gameClassify=Crash&page=PP');
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

  it('gathers the hot vendors of every category for /hot', () => {
    renderLobby('hot', '/hot');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['PG Slots', 'Evolution']);
  });
});
