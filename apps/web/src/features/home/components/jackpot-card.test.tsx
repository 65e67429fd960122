import { getJackpot, type getSiteConfig, type ValueOf } from '@gamehall/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, failure, fakeServer } from '../../../test/fake-server.ts';
import { testQueryClient } from '../../../test/query-client.ts';
import { jackpotAnswer } from '../../jackpot/test-utils.ts';
import { announcementsQuery, gameMenusQuery, siteConfigQuery } from '../../system/index.ts';
import { HomePage } from '../pages/home-page.tsx';

// The card is its own chunk: loading it once here keeps each test's waits short.
beforeAll(() => import('./jackpot-card.tsx'));

function renderHome() {
  const client = testQueryClient();
  client.setQueryData(announcementsQuery().queryKey, {
    player: [],
    popup: [],
    promotion: [],
    home: [],
    banners: [],
  });
  client.setQueryData(gameMenusQuery('EN').queryKey, []);
  client.setQueryData(siteConfigQuery().queryKey, {
    brandName: 'Gamehall',
    currencySymbol: '$',
    esportsList: [],
  } as unknown as ValueOf<typeof getSiteConfig>);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/index']}>
        <HomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the home page’s jackpot card', () => {
  it('shows the pool and the way to the slots', async () => {
    fakeServer(answer(getJackpot, jackpotAnswer({ pool: 98_765.4 })));
    renderHome();

    const card = await screen.findByRole('region', { name: 'Progressive jackpot' });
    const figure = within(card).getByRole('status', { name: 'Jackpot $98,765.40' });
    expect(figure.textContent).toBe('$98,765.40');
    expect(figure.getAttribute('aria-live')).toBe('off');
    expect(
      within(card).getByText('Every real spin on our slots can win the whole pool.'),
    ).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Play slots' }).getAttribute('href')).toBe(
      '/rng',
    );
  });

  it('shows nothing while the brand has the jackpot off, or when the call fails', async () => {
    const off = fakeServer(answer(getJackpot, jackpotAnswer({ enabled: false })));
    const first = renderHome();
    await waitFor(() => expect(off.requests(getJackpot)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Progressive jackpot' })).toBeNull();
    first.unmount();

    const failing = fakeServer(answer(getJackpot, failure(500, 'INTERNAL')));
    renderHome();
    await waitFor(() => expect(failing.requests(getJackpot)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Progressive jackpot' })).toBeNull();
  });
});
