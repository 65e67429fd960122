import { getSportsMatches, getSportsMenu, placeSportsBet } from '@gamehall/contract';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { answer } from '../../../test/fake-server.ts';
import { arsenal, market, menu } from '../test/fixtures.ts';
import { bookServer, freshBook, renderBook } from '../test/render.tsx';

let client: QueryClient;
beforeEach(() => {
  client = freshBook();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const row = async (teams: string) => within(await screen.findByRole('article', { name: teams }));
const slip = () => within(screen.getByRole('region', { name: 'Bet slip' }));

describe('the sportsbook list', () => {
  it('shows the matches with their main prices in the brand’s odds style', async () => {
    const sent = bookServer();
    renderBook(client, '/sports?book=GHSB');
    const match = await row('Arsenal v Chelsea');
    // Hong Kong odds: decimal − 1.
    expect(match.getByRole('button', { name: 'Match result: Arsenal 0.95' })).toBeTruthy();
    expect(match.getByRole('button', { name: 'Match result: Draw 2.40' })).toBeTruthy();
    expect(match.getByRole('button', { name: 'Handicap: Arsenal −0.5 0.90' })).toBeTruthy();
    expect(match.getByRole('button', { name: 'Handicap: Chelsea +0.5 0.98' })).toBeTruthy();
    expect(match.getByRole('button', { name: 'Total: Over 2.5 0.85' })).toBeTruthy();
    expect(match.getByRole('group', { name: 'Total 2.5' })).toBeTruthy();
    // The start in the brand's time zone (Mexico City, UTC−6).
    expect(match.getByText('2026-11-27 14:00')).toBeTruthy();
    expect(match.getByRole('link', { name: 'All markets of Arsenal v Chelsea' }).textContent).toBe(
      '+9',
    );
    // No match in play: today's list, asked for by the category.
    expect(screen.getByRole('tab', { name: /^Today/ }).getAttribute('aria-selected')).toBe('true');
    const query = sent.requests(getSportsMatches)[0]?.query;
    expect(query?.get('category')).toBe('SPORTS');
    expect(query?.get('tab')).toBe('today');
    expect(screen.getByRole('navigation', { name: 'Sports' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Football/ })).toBeTruthy();
  });

  it('opens in play when a match is live, and filters by sport and league', async () => {
    const sent = bookServer(
      answer(
        getSportsMenu,
        menu({
          sports: menu().sports.map((s) => ({ ...s, live: s.sport === 'football' ? 1 : 0 })),
        }),
      ),
    );
    const user = userEvent.setup();
    renderBook(client);
    await row('Arsenal v Chelsea');
    expect(sent.requests(getSportsMatches)[0]?.query.get('tab')).toBe('live');
    await user.click(screen.getByRole('button', { name: 'Leagues of Football' }));
    await user.click(screen.getByRole('link', { name: /^Premier League/ }));
    await waitFor(() =>
      expect(sent.requests(getSportsMatches).at(-1)?.query.get('league')).toBe('epl'),
    );
    expect(sent.requests(getSportsMatches).at(-1)?.query.get('sport')).toBe('football');
  });

  it('disables the prices of a suspended market or selection', async () => {
    bookServer(
      answer(getSportsMatches, {
        matches: [
          arsenal({
            markets: [
              market(
                'm1-1x2',
                '1X2',
                [
                  ['home', 1.95],
                  ['draw', 3.4],
                  ['away', 4.2],
                ],
                {
                  suspended: true,
                },
              ),
              market(
                'm1-ou',
                'OU',
                [
                  ['over', null],
                  ['under', 2],
                ],
                { line: 2.5 },
              ),
            ],
          }),
        ],
        pageNo: 1,
        totalPages: 1,
        total: 1,
      }),
    );
    renderBook(client);
    const match = await row('Arsenal v Chelsea');
    const home = match.getByRole('button', { name: 'Match result: Arsenal suspended' });
    expect((home as HTMLButtonElement).disabled).toBe(true);
    expect(
      (match.getByRole('button', { name: 'Total: Over 2.5 suspended' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(
      (match.getByRole('button', { name: 'Total: Under 2.5 1.00' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('updates a price from the socket and marks it up or down', async () => {
    const { sockets } = (() => {
      bookServer();
      return renderBook(client);
    })();
    const match = await row('Arsenal v Chelsea');
    const socket = sockets.latest();
    expect(socket.url).toMatch(/\/wps\/sports\/live\?category=SPORTS$/);
    socket.open();
    const moved = arsenal({
      version: 2,
      markets: [
        market('m1-1x2', '1X2', [
          ['home', 2.05],
          ['draw', 3.2],
          ['away', 4.2],
        ]),
        ...arsenal().markets.slice(1),
      ],
    });
    socket.emit(JSON.stringify({ type: 'matches', matches: [moved] }));
    const up = await match.findByRole('button', { name: 'Match result: Arsenal 1.05 up' });
    expect(up.getAttribute('data-move')).toBe('up');
    const down = match.getByRole('button', { name: 'Match result: Draw 2.20 down' });
    expect(down.getAttribute('data-move')).toBe('down');
    // An older version arriving late changes nothing.
    socket.emit(JSON.stringify({ type: 'matches', matches: [arsenal()] }));
    expect(match.getByRole('button', { name: /^Match result: Arsenal 1\.05/ })).toBeTruthy();
  });

  it('asks the lists again after the socket reconnects', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const sent = bookServer();
      const { sockets } = renderBook(client);
      await row('Arsenal v Chelsea');
      sockets.latest().open();
      sockets.latest().drop();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(sockets.all).toHaveLength(2);
      sockets.latest().open();
      await waitFor(() => expect(sent.requests(getSportsMatches).length).toBe(2));
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a match’s page with every market, its score, and a way back', async () => {
    bookServer();
    const user = userEvent.setup();
    renderBook(client, '/sports?book=GHSB');
    const match = await row('Arsenal v Chelsea');
    await user.click(match.getByRole('link', { name: 'All markets of Arsenal v Chelsea' }));
    const page = within(await screen.findByRole('article', { name: 'Arsenal v Chelsea' }));
    expect(await page.findByRole('heading', { name: 'Handicap −0.5' })).toBeTruthy();
    expect(page.getByRole('group', { name: 'Match result' })).toBeTruthy();
    expect(page.getByRole('button', { name: 'Arsenal 0.95' })).toBeTruthy();
    await user.click(page.getByRole('link', { name: 'Back to the matches' }));
    expect(await screen.findByRole('tab', { name: /^Today/ })).toBeTruthy();
  });
});

describe('the bet slip', () => {
  it('builds the slip from the prices clicked, and offers a combo only across matches', async () => {
    bookServer();
    const user = userEvent.setup();
    renderBook(client);
    const first = await row('Arsenal v Chelsea');
    const home = first.getByRole('button', { name: 'Match result: Arsenal 0.95' });
    await user.click(home);
    expect(home.getAttribute('aria-pressed')).toBe('true');
    expect(
      slip().getByRole('listitem', { name: 'Arsenal v Chelsea, Match result: Arsenal' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bet slip (1)' })).toBeTruthy();
    // A second pick of the same match: two singles, no combo, and why.
    await user.click(first.getByRole('button', { name: 'Total: Over 2.5 0.85' }));
    expect(slip().queryByLabelText('Combo stake')).toBeNull();
    expect(slip().getByText(/two of your selections are from the same match/)).toBeTruthy();
    // Another match's pick instead: the combo appears.
    await user.click(first.getByRole('button', { name: 'Total: Over 2.5 0.85' }));
    const second = await row('Liverpool v Everton');
    await user.click(second.getByRole('button', { name: 'Match result: Liverpool 0.50' }));
    expect(slip().getByLabelText('Combo stake')).toBeTruthy();
    // 1.95 × 1.50 = 2.925, shown floored in Hong Kong style.
    expect(slip().getByRole('heading', { name: 'Combo of 2 selections 1.92' })).toBeTruthy();
    // Clicking a picked price again takes it out.
    await user.click(home);
    expect(home.getAttribute('aria-pressed')).toBe('false');
    expect(slip().queryByLabelText('Combo stake')).toBeNull();
  });

  it('says the stake limits and the most a bet pays before anything is sent', async () => {
    const sent = bookServer();
    const user = userEvent.setup();
    renderBook(client);
    const match = await row('Arsenal v Chelsea');
    await user.click(match.getByRole('button', { name: 'Match result: Chelsea 3.20' }));
    const stake = slip().getByLabelText('Stake on Chelsea');
    const place = slip().getByRole('button', { name: 'Place bets' }) as HTMLButtonElement;
    await user.type(stake, '0.5');
    expect(slip().getByText('The least you can stake is $1.00.')).toBeTruthy();
    expect(place.disabled).toBe(true);
    await user.clear(stake);
    await user.type(stake, '600');
    expect(slip().getByText('The most you can stake on one bet is $500.00.')).toBeTruthy();
    await user.clear(stake);
    await user.type(stake, '10');
    expect(slip().getByText('Returns $42.00')).toBeTruthy();
    expect(place.disabled).toBe(false);
    expect(
      slip().getByText('Stakes from $1.00 to $500.00 · a bet pays at most $10,000.00.'),
    ).toBeTruthy();
    expect(sent.requests(placeSportsBet)).toHaveLength(0);
  });

  it('asks a visitor to log in to bet', async () => {
    client = freshBook({ loggedIn: false });
    bookServer();
    const user = userEvent.setup();
    renderBook(client);
    await user.click(
      (await row('Arsenal v Chelsea')).getByRole('button', { name: 'Match result: Arsenal 0.95' }),
    );
    expect(screen.queryByRole('region', { name: 'My bets' })).toBeNull();
    await user.click(slip().getByRole('button', { name: 'Log in to bet' }));
    expect(useDialogs.getState().open).toBe('login');
  });
});
