import {
  cancelLotteryBets,
  getLotteryBets,
  getLotteryGame,
  getOpenedNumbers,
  getPopularLotteries,
} from '@gamehall/contract';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session-store.ts';
import { answer, failure, fakeServer } from '../../../test/fake-server.ts';
import { gameMenusQuery } from '../../system/index.ts';
import { bet, drawn } from '../test/fixtures.ts';
import { freshPage, renderAt as renderPage, lotteryServer as server } from '../test/render.tsx';

let client: QueryClient;
beforeEach(() => {
  client = freshPage();
});
afterEach(() => vi.restoreAllMocks());

const renderAt = (url: string) => renderPage(client, url);

describe('my bets and the results on the betting page (issue 15)', () => {
  it('cancels an open bet, and the rest of a chase', async () => {
    const user = userEvent.setup();
    const sent = server(
      answer(getLotteryBets, {
        list: [
          bet({ id: 610, orderId: 90, chase: { index: 2, of: 3, stopOnWin: true } }),
          bet({ id: 609, orderId: 90, chase: { index: 1, of: 3, stopOnWin: true } }),
          bet(),
          bet({ id: 400, issue: '20261126-0590', state: 'WON', win: 39 }),
        ],
        pageNo: 1,
        totalPages: 1,
        total: 4,
      }),
      answer(cancelLotteryBets, (request) =>
        request.body?.orderId
          ? { cancelled: 2, refunded: 8, balance: 1008 }
          : { cancelled: 1, refunded: 4, balance: 1000 },
      ),
    );
    renderAt('/lottery?gameCode=SSC_1M');
    const mine = within(await screen.findByRole('region', { name: 'My bets' }));
    await mine.findByText('Won · paid $39.00');
    const cancels = mine.getAllByRole('button', {
      name: 'Cancel the bet on draw 20261126-0601: Last two straight',
    });
    expect(cancels).toHaveLength(3);
    // The rest of a chase is offered once; the settled bet has nothing to cancel.
    expect(mine.getAllByRole('button', { name: /^Cancel the rest/ })).toHaveLength(1);
    await user.click(cancels[2] as HTMLElement);
    expect(await mine.findByText('Cancelled 1 bet; $4.00 back to your balance.')).toBeTruthy();
    expect(sent.requests(cancelLotteryBets)[0]?.body).toEqual({ betId: 501 });
    await user.click(mine.getByRole('button', { name: 'Cancel the rest of chase order 90' }));
    expect(await mine.findByText('Cancelled 2 bets; $8.00 back to your balance.')).toBeTruthy();
    expect(sent.requests(cancelLotteryBets)[1]?.body).toEqual({ orderId: 90 });
    // The lists and the balance are asked again.
    await waitFor(() => expect(sent.requests(getLotteryBets).length).toBeGreaterThan(1));
  });

  it('words a cancel that came too late', async () => {
    const user = userEvent.setup();
    server(
      answer(getLotteryBets, { list: [bet()], pageNo: 1, totalPages: 1, total: 1 }),
      answer(cancelLotteryBets, failure(409, 'BETTING_CLOSED')),
    );
    renderAt('/lottery?gameCode=SSC_1M');
    const mine = within(await screen.findByRole('region', { name: 'My bets' }));
    await user.click(await mine.findByRole('button', { name: /^Cancel the bet on draw/ }));
    expect((await mine.findByRole('alert')).textContent).toBe(
      'Too late to cancel: betting on that draw has closed.',
    );
  });

  it('shows the last results with their verify links, and the trend', async () => {
    const user = userEvent.setup();
    server(
      answer(getOpenedNumbers, {
        list: [
          drawn('20261126-0600', [1, 2, 3, 4, 5]),
          drawn('20261126-0599', [1, 0, 3, 9, 5]),
          drawn('20261126-0598', [7, 2, 3, 4, 6]),
        ],
      }),
    );
    renderAt('/lottery?gameCode=SSC_1M');
    const results = within(await screen.findByRole('region', { name: 'Last results' }));
    expect(await results.findByText('1 2 3 4 5')).toBeTruthy();
    const verify = results.getByRole('link', {
      name: 'Verify draw 20261126-0599 of SSC · every 1 min',
    });
    expect(verify.getAttribute('href')).toContain('clientSeed=SSC_1M%3A20261126-0599');
    const table = within(results.getByRole('table', { name: /^1st: hits and draws missing/ }));
    const cells = (name: string) =>
      Array.from(
        table.getByRole('rowheader', { name }).parentElement?.querySelectorAll('td') ?? [],
        (cell) => cell.textContent,
      );
    const [hits, missing] = [cells('Hits'), cells('Missing')];
    const cold = '0 (cold)';
    expect(hits).toEqual([cold, '2 (hot)', cold, cold, cold, cold, cold, '1', cold, cold]);
    expect(missing).toEqual(['3', '0', '3', '3', '3', '3', '3', '2', '3', '3']);
    await user.selectOptions(results.getByRole('combobox', { name: 'Position' }), '5th');
    expect(results.getByRole('table', { name: /^5th: hits/ })).toBeTruthy();
  });
});

describe('/lottery without one of our games (issue 15)', () => {
  it('is the lobby with every in-house draw, and says when the game is not ours', async () => {
    useSession.setState({ token: null, accountType: null });
    client.setQueryData(gameMenusQuery('EN').queryKey, []);
    const sent = fakeServer(
      answer(getPopularLotteries, {
        list: [{ gameCode: 'PK10_1M', family: 'PK10', everyMinutes: 1, current: null, last: null }],
      }),
    );
    renderAt('/lottery?gameCode=VN_HN&playType=vn.lo2');
    expect(
      await screen.findByText(
        'The game VN_HN is not one of our in-house draws. Choose a draw below.',
      ),
    ).toBeTruthy();
    const bet = await screen.findByRole('link', { name: 'Bet on PK10 · every 1 min' });
    expect(bet.getAttribute('href')).toBe('/lottery?gameCode=PK10_1M');
    expect(sent.requests(getLotteryGame)).toHaveLength(0);
  });
});
