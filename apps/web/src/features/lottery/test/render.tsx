import { getLotteryBets, getLotteryGame, getOpenedNumbers } from '@gamehall/contract';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { type Answer, answer, fakeServer } from '../../../test/fake-server.ts';
import { testQueryClient } from '../../../test/query-client.ts';
import { siteConfig } from '../../../test/site.ts';
import { siteConfigQuery } from '../../system/index.ts';
import { RegionalLotteryPage } from '../pages/regional-lottery-page.tsx';
import { openDraws, sscGame } from './fixtures.ts';

/** A query client with the brand's site config ($), and a logged-in player. */
export function freshPage(): QueryClient {
  const client = testQueryClient();
  client.setQueryData(siteConfigQuery().queryKey, siteConfig({ currencySymbol: '$' }));
  useSession.setState({ token: 'player-token', accountType: 0 });
  useDialogs.getState().close();
  return client;
}

/** Shows the address, so tests can follow what the page did to it. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

/** /lottery at `url`, as the route renders it. */
export function renderAt(client: QueryClient, url: string) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/lottery"
            element={
              <>
                <RegionalLotteryPage />
                <Address />
              </>
            }
          />
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
