import {
  cashOutSportsBet,
  getSportsBets,
  getSportsMatches,
  placeSportsBet,
  type ValueOf,
} from '@gamehall/contract';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, failure } from '../../../test/fake-server.ts';
import { arsenal, bet, liverpool } from '../test/fixtures.ts';
import { bookServer, freshBook, renderBook } from '../test/render.tsx';

let client: QueryClient;
beforeEach(() => {
  client = freshBook();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

type Placed = ValueOf<typeof placeSportsBet>;
const placed = (over: Parameters<typeof bet>[0] = {}): Placed => ({
  bet: bet({ cashOut: null, ...over }),
  balance: 990,
});

const slip = () => within(screen.getByRole('region', { name: 'Bet slip' }));
const row = async (teams: string) => within(await screen.findByRole('article', { name: teams }));

/** Picks Arsenal to win (1.95, shown 0.95 in Hong Kong style) and stakes `stake` on it. */
async function stakeOnArsenal(user: ReturnType<typeof userEvent.setup>, stake = '10') {
  const match = await row('Arsenal v Chelsea');
  await user.click(match.getByRole('button', { name: 'Match result: Arsenal 0.95' }));
  await user.type(slip().getByLabelText('Stake on Arsenal'), stake);
}

describe('placing bets', () => {
  it('sends each bet with the prices shown, the stake, the acceptance and the book', async () => {
    const sent = bookServer(
      answer(placeSportsBet, (request) =>
        request.body?.kind === 'combo'
          ? placed({ id: 78, kind: 'combo', stake: 5, odds: 2.92, potentialReturn: 14.62 })
          : placed(),
      ),
    );
    const user = userEvent.setup();
    renderBook(client, '/sports?book=GHSB');
    await stakeOnArsenal(user);
    await user.click(
      (await row('Liverpool v Everton')).getByRole('button', { name: /Liverpool 0\.50/ }),
    );
    await user.type(slip().getByLabelText('Combo stake'), '5');
    await user.click(slip().getByRole('radio', { name: 'Only higher' }));
    expect(localStorage.getItem('sbAcceptOdds')).toBe('higher');
    await user.click(slip().getByRole('button', { name: 'Place bets' }));
    const results = within(await slip().findByRole('list', { name: 'Bets sent' }));
    await results.findByText(/^Placed: Combo of 2 selections · stake \$5\.00 at 1\.92/);
    expect(
      results.getByText(
        'Placed: Match result: Arsenal · stake $10.00 at 0.95, returns $19.50. Balance $990.00.',
      ),
    ).toBeTruthy();
    const bodies = sent.requests(placeSportsBet).map((r) => r.body);
    expect(bodies).toEqual([
      {
        book: 'GHSB',
        kind: 'single',
        legs: [{ marketId: 'm1-1x2', pick: 'home', odds: 1.95 }],
        stake: 10,
        accept: 'higher',
        requestId: expect.stringMatching(/^[\w-]{8,64}$/),
      },
      {
        book: 'GHSB',
        kind: 'combo',
        legs: [
          { marketId: 'm1-1x2', pick: 'home', odds: 1.95 },
          { marketId: 'm2-1x2', pick: 'home', odds: 1.5 },
        ],
        stake: 5,
        accept: 'higher',
        requestId: expect.stringMatching(/^[\w-]{8,64}$/),
      },
    ]);
    expect(bodies[0]?.requestId).not.toBe(bodies[1]?.requestId);
    // The placed bets leave the slip; my bets are asked again.
    expect(slip().getByText('Pick a price to add it to your slip.')).toBeTruthy();
    await waitFor(() => expect(sent.requests(getSportsBets).length).toBeGreaterThan(1));
  });

  it('uses the menu’s first book when the address names none', async () => {
    const sent = bookServer(answer(placeSportsBet, placed()));
    const user = userEvent.setup();
    renderBook(client, '/sports');
    await stakeOnArsenal(user);
    await user.click(slip().getByRole('button', { name: 'Place bets' }));
    await waitFor(() => expect(sent.requests(placeSportsBet)).toHaveLength(1));
    expect(sent.requests(placeSportsBet)[0]?.body?.book).toBe('GHSB');
    expect(sent.requests(placeSportsBet)[0]?.body?.accept).toBe('none');
  });

  it('sends a bet again with the same requestId after a network failure', async () => {
    const sent = bookServer(
      answer(placeSportsBet, (_, nth) =>
        nth === 1 ? Promise.reject(new TypeError('Failed to fetch')) : placed(),
      ),
    );
    const user = userEvent.setup();
    renderBook(client, '/sports?book=GHSB');
    await stakeOnArsenal(user);
    await user.click(slip().getByRole('button', { name: 'Place bets' }));
    const alert = await slip().findByRole('alert');
    expect(alert.textContent).toMatch(/No answer from the server/);
    await user.click(within(alert).getByRole('button', { name: 'Send it again' }));
    await slip().findByText(/^Placed: Match result: Arsenal/);
    const [first, second] = sent.requests(placeSportsBet);
    expect(second?.body?.requestId).toBe(first?.body?.requestId);
  });

  it('shows the new price when the odds changed, and sends it once accepted', async () => {
    const sent = bookServer(
      answer(placeSportsBet, (_, nth) =>
        nth === 1
          ? failure(409, 'SPORTS_ODDS_CHANGED', 'odds changed', {
              legs: [{ marketId: 'm1-1x2', pick: 'home', odds: 1.8 }],
            })
          : placed({ odds: 1.8, potentialReturn: 18 }),
      ),
    );
    const user = userEvent.setup();
    renderBook(client, '/sports?book=GHSB');
    await stakeOnArsenal(user);
    await user.click(slip().getByRole('button', { name: 'Place bets' }));
    const alert = within(await slip().findByRole('alert'));
    expect(alert.getByText(/The price changed before your bet was taken/)).toBeTruthy();
    expect(alert.getByText('Match result: Arsenal is now 0.80.')).toBeTruthy();
    expect(slip().getByText('Price down from 0.95 to 0.80.')).toBeTruthy();
    await user.click(alert.getByRole('button', { name: 'Accept the new prices' }));
    await user.click(slip().getByRole('button', { name: 'Place bets' }));
    await slip().findByText(/^Placed: Match result: Arsenal/);
    const [first, second] = sent.requests(placeSportsBet);
    expect(second?.body?.legs).toEqual([{ marketId: 'm1-1x2', pick: 'home', odds: 1.8 }]);
    expect(second?.body?.requestId).not.toBe(first?.body?.requestId);
  });

  it('says an in-play bet is being checked while the server holds it', async () => {
    let release: (value: Placed) => void = () => undefined;
    bookServer(
      answer(getSportsMatches, {
        matches: [arsenal({ phase: 'live', clock: 63, score: { home: 1, away: 0 } }), liverpool()],
        pageNo: 1,
        totalPages: 1,
        total: 2,
      }),
      answer(placeSportsBet, () => new Promise<Placed>((resolve) => (release = resolve))),
    );
    const user = userEvent.setup();
    renderBook(client, '/sports?book=GHSB');
    const match = await row('Arsenal v Chelsea');
    expect(match.getByText("63'")).toBeTruthy();
    expect(match.getByText('Score 1–0')).toBeTruthy();
    await stakeOnArsenal(user);
    await user.click(slip().getByRole('button', { name: 'Place bets' }));
    expect(
      (await slip().findByText('Checking your in-play bet… (up to 5 s)')).getAttribute('role'),
    ).toBe('status');
    release(placed());
    await slip().findByText(/^Placed: Match result: Arsenal/);
    expect(slip().queryByText(/Checking your in-play bet/)).toBeNull();
  });

  it('gives a trial account the trial text instead of placing', async () => {
    client = freshBook({ accountType: 4 });
    const sent = bookServer();
    const user = userEvent.setup();
    renderBook(client, '/sports?book=GHSB');
    await stakeOnArsenal(user);
    expect(slip().getByText(/A free trial account cannot bet on sports/)).toBeTruthy();
    expect((slip().getByRole('button', { name: 'Place bets' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(sent.requests(placeSportsBet)).toHaveLength(0);
  });
});

describe('my bets', () => {
  it('lists open bets and cashes one out for the offer shown', async () => {
    const sent = bookServer(
      answer(getSportsBets, (request, nth) =>
        request.query.get('status') === 'open'
          ? { bets: nth === 1 ? [bet()] : [], pageNo: 1, totalPages: 1, total: 1 }
          : { bets: [], pageNo: 1, totalPages: 1, total: 0 },
      ),
      answer(cashOutSportsBet, {
        bet: bet({ status: 'CASHED_OUT', paid: 12.3, cashOut: null }),
        balance: 1002.3,
      }),
    );
    const user = userEvent.setup();
    renderBook(client, '/sports?book=GHSB');
    const mine = within(await screen.findByRole('region', { name: 'My bets' }));
    const item = within(await mine.findByRole('listitem', { name: 'Single, bet 77' }));
    expect(
      item.getByText((_, el) => el?.textContent === 'Match result: Arsenal @ 0.95'),
    ).toBeTruthy();
    expect(item.getByText(/returns \$19\.50 if it wins/)).toBeTruthy();
    await user.click(item.getByRole('button', { name: 'Cash out $12.30' }));
    expect(await mine.findByText('Cashed out: $12.30 paid. Balance $1,002.30.')).toBeTruthy();
    expect(sent.requests(cashOutSportsBet)[0]?.body).toEqual({
      betId: 77,
      amount: 12.3,
      requestId: expect.stringMatching(/^[\w-]{8,64}$/),
    });
  });

  it('says when the offer is gone, and shows the new one', async () => {
    bookServer(
      answer(getSportsBets, (request, nth) =>
        request.query.get('status') === 'open'
          ? {
              bets: [bet({ cashOut: nth === 1 ? 12.3 : 11.1 })],
              pageNo: 1,
              totalPages: 1,
              total: 1,
            }
          : { bets: [], pageNo: 1, totalPages: 1, total: 0 },
      ),
      answer(cashOutSportsBet, failure(409, 'SPORTS_CASHOUT_UNAVAILABLE')),
    );
    const user = userEvent.setup();
    renderBook(client, '/sports?book=GHSB');
    const mine = within(await screen.findByRole('region', { name: 'My bets' }));
    await user.click(await mine.findByRole('button', { name: 'Cash out $12.30' }));
    expect((await mine.findByRole('alert')).textContent).toMatch(
      /The cash-out offer changed or was withdrawn/,
    );
    expect(await mine.findByRole('button', { name: 'Cash out $11.10' })).toBeTruthy();
  });

  it('shows settled bets with each leg’s outcome and what they paid', async () => {
    bookServer(
      answer(getSportsBets, (request) =>
        request.query.get('status') === 'settled'
          ? {
              bets: [
                bet({
                  status: 'SETTLED',
                  paid: 19.5,
                  cashOut: null,
                  legs: bet().legs.map((leg) => ({ ...leg, outcome: 'WIN' as const })),
                }),
              ],
              pageNo: 1,
              totalPages: 1,
              total: 1,
            }
          : { bets: [], pageNo: 1, totalPages: 1, total: 0 },
      ),
    );
    const user = userEvent.setup();
    renderBook(client, '/sports?book=GHSB');
    const mine = within(await screen.findByRole('region', { name: 'My bets' }));
    expect(await mine.findByText('You have no open bets.')).toBeTruthy();
    await user.click(mine.getByRole('tab', { name: 'Settled' }));
    const item = within(await mine.findByRole('listitem', { name: 'Single, bet 77' }));
    expect(item.getByText('Won')).toBeTruthy();
    expect(item.getByText(/paid \$19\.50/)).toBeTruthy();
    expect(item.queryByRole('button', { name: /Cash out/ })).toBeNull();
  });

  it('never shows the open bets under Settled while the settled ones load', async () => {
    let release = () => {};
    const settled = new Promise<void>((resolve) => {
      release = resolve;
    });
    bookServer(
      answer(getSportsBets, async (request) => {
        if (request.query.get('status') !== 'settled') {
          return { bets: [bet({ id: 77 })], pageNo: 1, totalPages: 1, total: 1 };
        }
        await settled;
        return {
          bets: [bet({ id: 88, status: 'SETTLED', paid: 0, cashOut: null })],
          pageNo: 1,
          totalPages: 1,
          total: 1,
        };
      }),
    );
    const user = userEvent.setup();
    renderBook(client, '/sports?book=GHSB');
    const mine = within(await screen.findByRole('region', { name: 'My bets' }));
    await mine.findByRole('listitem', { name: 'Single, bet 77' });
    await user.click(mine.getByRole('tab', { name: 'Settled' }));
    expect(mine.queryByRole('listitem', { name: 'Single, bet 77' })).toBeNull();
    release();
    await mine.findByRole('listitem', { name: 'Single, bet 88' });
  });

  it('turns the pages of settled bets, ten a page, back to the first on the other tab', async () => {
    const sent = bookServer(
      answer(getSportsBets, (request) => {
        const page = Number(request.query.get('pageNo'));
        return request.query.get('status') === 'settled'
          ? {
              bets: [bet({ id: 100 + page, status: 'SETTLED', paid: 0, cashOut: null })],
              pageNo: page,
              totalPages: 3,
              total: 23,
            }
          : { bets: [], pageNo: 1, totalPages: 1, total: 0 };
      }),
    );
    const user = userEvent.setup();
    renderBook(client, '/sports?book=GHSB');
    const mine = within(await screen.findByRole('region', { name: 'My bets' }));
    await user.click(mine.getByRole('tab', { name: 'Settled' }));
    await mine.findByRole('listitem', { name: 'Single, bet 101' });
    const pages = within(mine.getByRole('navigation', { name: 'Settled bets, pages' }));
    await user.click(pages.getByRole('button', { name: 'Next page' }));
    await mine.findByRole('listitem', { name: 'Single, bet 102' });
    const asked = sent.requests(getSportsBets).map((r) => r.query.get('pageNo'));
    expect(asked).toContain('2');
    expect(sent.requests(getSportsBets).every((r) => r.query.get('pageSize') === '10')).toBe(true);
    await user.click(mine.getByRole('tab', { name: 'Open' }));
    await user.click(mine.getByRole('tab', { name: 'Settled' }));
    await mine.findByRole('listitem', { name: 'Single, bet 101' });
  });

  it('asks the balance again when a bet settles (it leaves the open list)', async () => {
    bookServer(
      answer(getSportsBets, (_, nth) =>
        nth === 1
          ? { bets: [bet({ cashOut: null })], pageNo: 1, totalPages: 1, total: 1 }
          : { bets: [], pageNo: 1, totalPages: 1, total: 0 },
      ),
    );
    // The header's balance as it was read before.
    client.setQueryData(['wallet', 'balance'], { sumBalance: 990 });
    renderBook(client, '/sports?book=GHSB');
    const mine = within(await screen.findByRole('region', { name: 'My bets' }));
    await mine.findByRole('listitem', { name: 'Single, bet 77' });
    expect(client.getQueryState(['wallet', 'balance'])?.isInvalidated).toBe(false);
    // The next poll finds it settled: the header's balance is asked for the payout.
    await client.invalidateQueries({ queryKey: ['sports', 'bets'] });
    await mine.findByText('You have no open bets.');
    await waitFor(() =>
      expect(client.getQueryState(['wallet', 'balance'])?.isInvalidated).toBe(true),
    );
  });
});
