import { getSportsBets, getSportsMatch, getSportsMatches, getSportsMenu } from '@gamehall/contract';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { fakeSockets } from '../../../play/test/fake-socket.ts';
import { type Answer, answer, fakeServer } from '../../../test/fake-server.ts';
import { testQueryClient } from '../../../test/query-client.ts';
import { siteConfig } from '../../../test/site.ts';
import { siteConfigQuery } from '../../system/index.ts';
import { SportsBookPage } from '../pages/sports-book-page.tsx';
import { arsenal, liverpool, menu } from './fixtures.ts';

/** A query client with the brand's site config ($, Mexico City), a player logged in or not. */
export function freshBook({ loggedIn = true, accountType = 0 } = {}): QueryClient {
  const client = testQueryClient();
  client.setQueryData(siteConfigQuery().queryKey, siteConfig({ currencySymbol: '$' }));
  useSession.setState(
    loggedIn ? { token: 'player-token', accountType } : { token: null, accountType: null },
  );
  useDialogs.getState().close();
  return client;
}

/** /sports at `url`; its socket is a FakeSocket the test drives. */
export function renderBook(client: QueryClient, url = '/sports') {
  const sockets = fakeSockets();
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/sports" element={<SportsBookPage category="SPORTS" />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, sockets };
}

/** The menu, today's two football matches, no bets, and `more` first. */
export const bookServer = (...more: Answer[]) =>
  fakeServer(
    ...more,
    answer(getSportsMenu, menu()),
    answer(getSportsMatches, {
      matches: [arsenal(), liverpool()],
      pageNo: 1,
      totalPages: 1,
      total: 2,
    }),
    answer(getSportsMatch, (request) => ({
      match: request.query.get('id') === 'm2' ? liverpool() : arsenal(),
      timeline: [],
    })),
    answer(getSportsBets, { bets: [], pageNo: 1, totalPages: 1, total: 0 }),
  );
