import {
  getLotteryBets,
  getLotteryGame,
  getLotteryMenus,
  getOpenedNumbers,
  getRegionalResults,
} from '@gamehall/contract';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { type Answer, answer, failure, fakeServer } from '../../../test/fake-server.ts';
import { testQueryClient } from '../../../test/query-client.ts';
import { siteConfig } from '../../../test/site.ts';
import { gameMenusQuery, siteConfigQuery } from '../../system/index.ts';
import { LotteryPage } from '../pages/lottery-page.tsx';
import { openDraws, regionalDraws, regionalGame, sscGame } from './fixtures.ts';

/** A query client with the brand's site config ($), and a logged-in player. */
export function freshPage(): QueryClient {
  const client = testQueryClient();
  client.setQueryData(siteConfigQuery().queryKey, siteConfig({ currencySymbol: '$' }));
  // The nav's categories (the lobbies' vendor tabs): none.
  client.setQueryData(gameMenusQuery('EN').queryKey, []);
  useSession.setState({ token: 'player-token', accountType: 0 });
  useDialogs.getState().close();
  return client;
}

/** Shows the address, so tests can follow what the page did to it. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

/** /lottery, /vnlottery or /seaLottery at `url`, as their routes render them. */
export function renderAt(client: QueryClient, url: string) {
  const routes = [
    ['/lottery', 'lottery'],
    ['/vnlottery', 'vnlottery'],
    ['/seaLottery', 'seaLottery'],
  ] as const;
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          {routes.map(([path, kind]) => (
            <Route
              key={path}
              path={path}
              element={
                <>
                  <LotteryPage kind={kind} />
                  <Address />
                </>
              }
            />
          ))}
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The game (as many open draws as asked), no bets and no results yet, and `more` first. */
export const lotteryServer = (...more: Answer[]) =>
  fakeServer(
    ...more,
    answer(getLotteryGame, (request) =>
      sscGame({ draws: openDraws(Number(request.query.get('draws'))) }),
    ),
    answer(getLotteryBets, { list: [], pageNo: 1, totalPages: 1, total: 0 }),
    answer(getOpenedNumbers, { list: [] }),
  );

/** A row of the board, by its label. */
export const row = (name: string) => within(screen.getByRole('group', { name }));

/** The regional games by code, as the server runs them. */
export const REGIONAL_FAMILIES = {
  VN_NORTH: 'VN_NORTH',
  VN_CENTRAL: 'VN_CENTRAL',
  VN_SOUTH: 'VN_SOUTH',
  THAI: 'THAI',
  MY_4D: '4D',
} as const;

const menuOf = (area: string | null) => ({
  gameMenus: [
    {
      gameGroupCode: area ?? 'VN',
      labelName: `lt_area_${area}`,
      games: Object.keys(REGIONAL_FAMILIES)
        .filter((code) => (area === 'VN') === code.startsWith('VN'))
        .map((code) => ({ code, displayName: code })),
    },
  ],
});

/** The regional games, the area menus, no bets and no results yet, and `more` first. */
export const regionalServer = (...more: Answer[]) =>
  fakeServer(
    ...more,
    answer(getLotteryMenus, (request) => menuOf(request.query.get('area'))),
    answer(getLotteryGame, (request) => {
      const code = request.query.get('gameCode') ?? '';
      const family = REGIONAL_FAMILIES[code as keyof typeof REGIONAL_FAMILIES];
      if (!family) return failure(404, 'GAME_NOT_FOUND', `No lottery game ${code}`);
      return regionalGame(code, family, {
        draws: regionalDraws(Number(request.query.get('draws'))),
      });
    }),
    answer(getRegionalResults, { list: [] }),
    answer(getLotteryBets, { list: [], pageNo: 1, totalPages: 1, total: 0 }),
  );
