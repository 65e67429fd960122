import { getPopularLotteries, type ValueOf } from '@gamehall/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, failure, fakeServer } from '../../../test/fake-server.ts';
import { testQueryClient } from '../../../test/query-client.ts';
import { DrawBoard } from './draw-board.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

type Lobby = ValueOf<typeof getPopularLotteries>;

const NOW = new Date('2026-11-26T10:00:00Z');
const seed = 'e'.repeat(64);

const lobby: Lobby = {
  list: [
    {
      gameCode: 'LHC_5M',
      family: 'LHC',
      everyMinutes: 5,
      current: {
        issue: '20261126-0121',
        opensAt: '2026-11-26T09:55:00.000Z',
        closesAt: '2026-11-26T10:04:30.000Z',
        drawAt: '2026-11-26T10:05:00.000Z',
        commitment: 'ab'.repeat(32),
      },
      last: {
        issue: '20261126-0120',
        drawAt: '2026-11-26T09:55:00.000Z',
        numbers: [3, 14, 15, 26, 35, 48],
        special: 9,
        commitment: 'cd'.repeat(32),
        serverSeed: seed,
        clientSeed: 'LHC_5M:20261126-0120',
        nonce: 0,
      },
    },
    { gameCode: 'SSC_1M', family: 'SSC', everyMinutes: 1, current: null, last: null },
  ],
};

function renderBoard() {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter>
        <DrawBoard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('DrawBoard (issue 15)', () => {
  it('shows each game’s open draw with its countdown and commitment, and verifies the last one', async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
    fakeServer(answer(getPopularLotteries, lobby));
    renderBoard();
    const lhc = await screen.findByRole('article', { name: 'Mark Six · every 5 min' });
    const facts = within(lhc);
    expect(facts.getByText('20261126-0121')).toBeTruthy();
    expect(facts.getByText('04:30')).toBeTruthy();
    expect(facts.getByText(`${'ab'.repeat(8)}…`).getAttribute('title')).toBe('ab'.repeat(32));
    expect(facts.getByText('3 14 15 26 35 48 + 9')).toBeTruthy();
    const verify = facts.getByRole('link', {
      name: 'Verify draw 20261126-0120 of Mark Six · every 5 min',
    });
    const href = new URL(verify.getAttribute('href') ?? '', 'http://site.test');
    expect(href.pathname).toBe('/verify');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      engine: 'lottery-LHC',
      serverSeed: seed,
      clientSeed: 'LHC_5M:20261126-0120',
      nonce: '0',
    });
    // A game whose next draw is not made yet says so, and has nothing to verify.
    const ssc = within(screen.getByRole('article', { name: 'SSC · every 1 min' }));
    expect(ssc.getByText('The next draw is being prepared.')).toBeTruthy();
    expect(ssc.queryByRole('link', { name: /^Verify/ })).toBeNull();
    // Each game links to its betting page.
    expect(ssc.getByRole('link', { name: 'Bet on SSC · every 1 min' }).getAttribute('href')).toBe(
      '/lottery?gameCode=SSC_1M',
    );
    expect(
      facts.getByRole('link', { name: 'Bet on Mark Six · every 5 min' }).getAttribute('href'),
    ).toBe('/lottery?gameCode=LHC_5M');
  });

  it('says when the draws cannot be loaded, and tries again', async () => {
    const server = fakeServer(
      answer(getPopularLotteries, (_, nth) =>
        nth === 1 ? failure(500, 'INTERNAL', 'Internal error') : { list: [] },
      ),
    );
    renderBoard();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The draws could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No draws are running.')).toBeTruthy();
    expect(server.requests(getPopularLotteries)).toHaveLength(2);
  });
});
