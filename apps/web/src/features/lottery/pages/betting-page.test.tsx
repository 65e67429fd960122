import { getLotteryBets, getOpenedNumbers, placeLotteryBets } from '@gamehall/contract';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { answer, failure } from '../../../test/fake-server.ts';
import { bet, placed } from '../test/fixtures.ts';
import {
  freshPage,
  renderAt as renderPage,
  row,
  lotteryServer as server,
} from '../test/render.tsx';

let client: QueryClient;
beforeEach(() => {
  client = freshPage();
});
afterEach(() => vi.restoreAllMocks());

const renderAt = (url: string) => renderPage(client, url);

/** Last two straight: 1 and 2 in the 4th, 3, 4 and 5 in the 5th — 2 × 3 = 6 bets. */
async function pickSixBets(user: ReturnType<typeof userEvent.setup>) {
  for (const digit of ['1', '2']) await user.click(row('4th').getByRole('button', { name: digit }));
  for (const digit of ['3', '4', '5'])
    await user.click(row('5th').getByRole('button', { name: digit }));
}

describe('the lottery betting page (issue 15)', () => {
  it('opens the play type of the address and works out the bet count and total live', async () => {
    const user = userEvent.setup();
    server();
    renderAt('/lottery?gameCode=SSC_1M&playType=ssc.last2.straight');
    const picker = await screen.findByRole('combobox', { name: 'Play type' });
    expect((picker as HTMLSelectElement).value).toBe('ssc.last2.straight');
    expect(screen.getByRole('heading', { level: 1, name: 'SSC · every 1 min' })).toBeTruthy();
    expect(screen.getByText('20261126-0601')).toBeTruthy();
    expect(screen.getByText('Pick your numbers to see the bet count and the total.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: '1st' })).toBeNull();

    await user.click(row('4th').getByRole('button', { name: '1' }));
    expect(screen.getByText('5th: pick 1 to 10.')).toBeTruthy();
    await user.click(row('4th').getByRole('button', { name: '2' }));
    for (const digit of ['3', '4', '5'])
      await user.click(row('5th').getByRole('button', { name: digit }));
    expect(screen.getByText('6 bets · total $12.00')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Unit' }), '$0.20');
    expect(screen.getByText('6 bets · total $1.20')).toBeTruthy();
    const multiplier = screen.getByRole('spinbutton', { name: 'Multiplier' });
    await user.clear(multiplier);
    await user.type(multiplier, '3');
    expect(screen.getByText('6 bets · total $3.60')).toBeTruthy();
    await user.clear(multiplier);
    expect(screen.getByText('The multiplier must be a whole number from 1 to 10000.')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Add to slip' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    // Another play type: the address follows, the board is the new one's.
    await user.selectOptions(picker, 'Position');
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe(
      '/lottery?gameCode=SSC_1M&playType=ssc.position',
    );
    expect(screen.getAllByRole('group', { name: /^(1st|2nd|3rd|4th|5th)$/ })).toHaveLength(5);
  });

  it('opens the first play type when the address names one of another family', async () => {
    server();
    renderAt('/lottery?gameCode=SSC_1M&playType=pk10.first');
    const picker = await screen.findByRole('combobox', { name: 'Play type' });
    expect((picker as HTMLSelectElement).value).toBe('ssc.5star.straight');
    expect(screen.getAllByRole('group', { name: /^(1st|2nd|3rd|4th|5th)$/ })).toHaveLength(5);
  });

  it('marks the big digits of a row with its quick pick', async () => {
    const user = userEvent.setup();
    server();
    renderAt('/lottery?gameCode=SSC_1M&playType=ssc.last2.straight');
    await screen.findByRole('group', { name: '4th' });
    await user.click(
      within(row('4th').getByRole('group', { name: 'Quick picks' })).getByRole('button', {
        name: 'Big',
      }),
    );
    const pressed = row('4th')
      .getAllByRole('button', { pressed: true })
      .map((b) => b.textContent);
    expect(pressed).toEqual(['5', '6', '7', '8', '9']);
    await user.click(
      within(row('5th').getByRole('group', { name: 'Quick picks' })).getByRole('button', {
        name: 'Odd',
      }),
    );
    expect(screen.getByText('25 bets · total $50.00')).toBeTruthy();
    await user.click(
      within(row('4th').getByRole('group', { name: 'Quick picks' })).getByRole('button', {
        name: 'Clear',
      }),
    );
    expect(row('4th').queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });

  it('places the slip with a fresh requestId, then words the result and refreshes the balance', async () => {
    const user = userEvent.setup();
    const sent = server(
      answer(placeLotteryBets, (request) =>
        placed([bet(), bet({ id: 502 })], request.body?.bets.length === 2 ? 16 : 12),
      ),
    );
    client.setQueryData(['wallet', 'balance'], { sumBalance: 1000 });
    renderAt('/lottery?gameCode=SSC_1M&playType=ssc.last2.straight');
    await screen.findByRole('group', { name: '4th' });
    await pickSixBets(user);
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    // The board is cleared for the next bet.
    expect(screen.getByText('Pick your numbers to see the bet count and the total.')).toBeTruthy();
    await user.click(row('4th').getByRole('button', { name: '7' }));
    await user.click(row('5th').getByRole('button', { name: '7' }));
    await user.click(row('5th').getByRole('button', { name: '8' }));
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    await user.click(row('4th').getByRole('button', { name: '0' }));
    await user.click(row('5th').getByRole('button', { name: '0' }));
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    const slip = within(screen.getByRole('region', { name: 'Bet slip (3)' }));
    await user.click(slip.getByRole('button', { name: 'Remove bet 3: Last two straight' }));
    expect(slip.getByText('Total $16.00')).toBeTruthy();

    await user.click(slip.getByRole('button', { name: 'Place bets' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Place these bets?' }));
    expect(dialog.getByText('$16.00')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));

    expect(
      await screen.findByText('Placed 2 bets (order 77) for $16.00. Balance: $996.00.'),
    ).toBeTruthy();
    const [request] = sent.requests(placeLotteryBets);
    const { requestId, ...body } = request?.body ?? { requestId: '' };
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body).toEqual({
      gameCode: 'SSC_1M',
      issue: '20261126-0601',
      bets: [
        {
          playType: 'ssc.last2.straight',
          selection: [
            [1, 2],
            [3, 4, 5],
          ],
          unit: 2,
          multiplier: 1,
        },
        { playType: 'ssc.last2.straight', selection: [[7], [7, 8]], unit: 2, multiplier: 1 },
      ],
    });
    // The header's balance is asked again, as after a crash bet; the slip is empty.
    await waitFor(() =>
      expect(client.getQueryState(['wallet', 'balance'])?.isInvalidated).toBe(true),
    );
    expect(screen.getByRole('region', { name: 'Bet slip (0)' })).toBeTruthy();
  });

  it('sends a chase with a multiplier per draw and its stop on a win', async () => {
    const user = userEvent.setup();
    const sent = server(answer(placeLotteryBets, placed([bet()], 168)));
    renderAt('/lottery?gameCode=SSC_1M&playType=ssc.last2.straight');
    await screen.findByRole('group', { name: '4th' });
    await pickSixBets(user);
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    await user.click(screen.getByRole('checkbox', { name: 'Chase the next draws' }));
    const draws = screen.getByRole('spinbutton', { name: 'Draws' });
    await user.clear(draws);
    await user.type(draws, '3');
    const start = screen.getByRole('spinbutton', { name: 'Starting multiplier' });
    await user.clear(start);
    await user.type(start, '2');
    await user.click(screen.getByRole('button', { name: 'Double each draw' }));
    // The chase lists the draws it follows, as the server named them.
    expect(
      (
        screen.getByRole('spinbutton', {
          name: 'Multiplier of draw 20261126-0603',
        }) as HTMLInputElement
      ).value,
    ).toBe('8');
    await user.click(screen.getByRole('checkbox', { name: 'Stop after a win' }));
    // 12.00 a draw × (2 + 4 + 8).
    expect(screen.getByText(/Total \$168\.00/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Place bets' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Place these bets?' }));
    expect(dialog.getByText('3 draws')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    await screen.findByText(/^Placed 1 bet/);
    expect(sent.requests(placeLotteryBets)[0]?.body).toMatchObject({
      issue: '20261126-0601',
      bets: [{ playType: 'ssc.last2.straight', multiplier: 1 }],
      chase: { draws: 3, multipliers: [2, 4, 8], stopOnWin: false },
    });
  });

  it.each([
    [
      failure(409, 'BETTING_CLOSED'),
      'Betting on that draw has closed. Your slip is kept: place it on the draw taking bets now.',
    ],
    [
      failure(409, 'LOTTERY_LIMIT', 'limit', { limit: 5000, remaining: 120.5 }),
      'This slip passes a limit of the draw ($5,000.00); $120.50 can still be staked.',
    ],
    [
      failure(400, 'AMOUNT_OUT_OF_RANGE', 'too much', { max: 2000 }),
      'One bet may stake at most $2,000.00.',
    ],
    [
      failure(403, 'TRIAL_ACCOUNT'),
      'A free trial account cannot bet on the lottery. Register a real account to play.',
    ],
    [
      failure(409, 'WALLET_INSUFFICIENT_FUNDS'),
      'Your balance is too low for this slip. Deposit or stake less.',
    ],
  ])('words the refusal %#', async (refusal, words) => {
    const user = userEvent.setup();
    server(answer(placeLotteryBets, refusal));
    renderAt('/lottery?gameCode=SSC_1M&playType=ssc.last2.straight');
    await screen.findByRole('group', { name: '4th' });
    await pickSixBets(user);
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    await user.click(screen.getByRole('button', { name: 'Place bets' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe(words);
    // A refusal is an answer: nothing to send again, and the slip is kept.
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Bet slip (1)' })).toBeTruthy();
  });

  it('sends the same requestId again when the first try got no answer', async () => {
    const user = userEvent.setup();
    const sent = server(
      answer(placeLotteryBets, (_, nth) =>
        nth === 1 ? Promise.reject(new TypeError('offline')) : placed([bet()], 12),
      ),
    );
    renderAt('/lottery?gameCode=SSC_1M&playType=ssc.last2.straight');
    await screen.findByRole('group', { name: '4th' });
    await pickSixBets(user);
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    await user.click(screen.getByRole('button', { name: 'Place bets' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^No answer from the server/);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText(/^Placed 1 bet/);
    const [first, second] = sent.requests(placeLotteryBets).map((r) => r.body?.requestId);
    expect(first).toBeTruthy();
    expect(second).toBe(first);
  });

  it('shows a visitor the board and rules, and asks them to log in to bet', async () => {
    const user = userEvent.setup();
    useSession.setState({ token: null, accountType: null });
    const sent = server();
    renderAt('/lottery?gameCode=SSC_1M&playType=ssc.last2.straight');
    await screen.findByRole('group', { name: '4th' });
    expect(screen.getByRole('region', { name: 'Rules' }).textContent).toContain(
      'Pick digits for the 4th and 5th positions',
    );
    expect(screen.queryByRole('region', { name: 'My bets' })).toBeNull();
    expect(screen.getByText('Log in to see the last results and their trend.')).toBeTruthy();
    await pickSixBets(user);
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    await user.click(screen.getByRole('button', { name: 'Log in to place bets' }));
    expect(useDialogs.getState().open).toBe('login');
    expect(screen.queryByRole('dialog')).toBeNull();
    // The players' calls are not made for a visitor.
    expect(sent.requests(getOpenedNumbers)).toHaveLength(0);
    expect(sent.requests(getLotteryBets)).toHaveLength(0);
  });
});
