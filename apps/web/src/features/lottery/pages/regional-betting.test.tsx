import {
  getLotteryGame,
  getOpenedNumbers,
  getRegionalResults,
  placeLotteryBets,
} from '@gamehall/contract';
import type { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer } from '../../../test/fake-server.ts';
import { bet, placed, regionalDrawn, regionalPrizes } from '../test/fixtures.ts';
import { freshPage, renderAt as renderPage, regionalServer as server } from '../test/render.tsx';

let client: QueryClient;
beforeEach(() => {
  client = freshPage();
});
afterEach(() => vi.restoreAllMocks());

const renderAt = (url: string) => renderPage(client, url);
/** The first wait also waits for the betting page's lazy chunk (the lottery core). */
const LAZY = { timeout: 5_000 };

type User = ReturnType<typeof userEvent.setup>;

/** Types `text` into the numbers box, as a player would. */
async function typeNumbers(user: User, digits: number, text: string) {
  const box = await screen.findByRole('textbox', { name: `Numbers of ${digits} digits` }, LAZY);
  await user.clear(box);
  if (text) await user.type(box, text);
}

/** Adds the board's bet to the slip, places the slip and confirms it. */
async function placeSlip(user: User) {
  await user.click(screen.getByRole('button', { name: 'Add to slip' }));
  await user.click(screen.getByRole('button', { name: 'Place bets' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Place these bets?' }));
  await user.click(dialog.getByRole('button', { name: 'Confirm' }));
  await screen.findByText(/^Placed /);
}

describe('a regional game’s betting page (issue 15)', () => {
  it('bets lô 2 on Vietnam North with typed numbers, their leading zeros kept', async () => {
    const user = userEvent.setup();
    const sent = server(answer(placeLotteryBets, placed([bet()], 4)));
    renderAt('/vnlottery?gameCode=VN_NORTH&playType=vn.north.lo2');
    const picker = await screen.findByRole('combobox', { name: 'Play type' }, LAZY);
    expect((picker as HTMLSelectElement).value).toBe('vn.north.lo2');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Vietnam North (Miền Bắc)' }),
    ).toBeTruthy();
    // Its next draw, days away, and when it is drawn (no commitment: the draw is official).
    const draw = within(screen.getByLabelText('Draw taking bets'));
    expect(draw.getByText('20261128')).toBeTruthy();
    expect(draw.getByText(/^2 days 03:04:0\d$/)).toBeTruthy();
    expect(draw.getByText('Drawn at')).toBeTruthy();
    expect(screen.queryByText('Commitment')).toBeNull();
    // Only the region's play types, by their names.
    const names = within(picker)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toEqual([
      'Lô 2 (last two digits)',
      'Lô 3 (last three digits)',
      'Lô 4 (last four digits)',
      'Đề (last two of the special prize)',
      'Xiên 2 (2 numbers together)',
      'Xiên 3 (3 numbers together)',
      'Xiên 4 (4 numbers together)',
    ]);
    expect(screen.getByRole('region', { name: 'Rules' }).textContent).toContain(
      'every one of the 27 prize numbers ending in it',
    );

    await typeNumbers(user, 2, '05 45');
    expect(screen.getByText('2 bets · total $4.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    const slip = within(screen.getByRole('region', { name: 'Bet slip (1)' }));
    expect(slip.getByText('05 | 45')).toBeTruthy();
    await user.click(slip.getByRole('button', { name: 'Place bets' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Place these bets?' }));
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    await screen.findByText(/^Placed 1 bet/);
    const { requestId: _, ...body } = sent.requests(placeLotteryBets)[0]?.body ?? {
      requestId: '',
    };
    expect(body).toEqual({
      gameCode: 'VN_NORTH',
      issue: '20261128',
      bets: [
        {
          playType: 'vn.north.lo2',
          selection: [
            [0, 5],
            [4, 5],
          ],
          unit: 2,
          multiplier: 1,
        },
      ],
    });
    // The e-lottery's results (seeds, trend) are not asked for a regional game.
    expect(sent.requests(getOpenedNumbers)).toHaveLength(0);
  });

  it('words typed numbers that make no bet', async () => {
    const user = userEvent.setup();
    server();
    renderAt('/vnlottery?gameCode=VN_NORTH&playType=vn.north.lo2');
    await typeNumbers(user, 2, '');
    expect(screen.getByText('Type your numbers to see the bet count and the total.')).toBeTruthy();
    await typeNumbers(user, 2, '5');
    expect(
      screen.getByText('Number 1 must have 2 digits (keep its leading zeros, e.g. 05).'),
    ).toBeTruthy();
    // Four digits typed together stay one number: never read as 01 and 05 (nor as 1 and 5).
    await typeNumbers(user, 2, '0105');
    expect(
      screen.getByText('Number 1 must have 2 digits (keep its leading zeros, e.g. 05).'),
    ).toBeTruthy();
    await typeNumbers(user, 2, '05 5x');
    expect(screen.getByText('Number 2 may hold digits 0–9 only.')).toBeTruthy();
    await typeNumbers(user, 2, '05,05');
    expect(screen.getByText('Number 2 is already in the list.')).toBeTruthy();
    // A xiên 2 needs two numbers or more.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Play type' }), 'vn.north.xien2');
    await typeNumbers(user, 2, '05');
    expect(screen.getByText('Type at least 2 different numbers.')).toBeTruthy();
    await typeNumbers(user, 2, '05 45 90');
    expect(screen.getByText('3 bets · total $6.00')).toBeTruthy();
  });

  it('bets Thai tote three, a ticket’s digits in any order, priced by its orders', async () => {
    const user = userEvent.setup();
    const sent = server(answer(placeLotteryBets, placed([bet()], 4)));
    renderAt('/seaLottery?gameCode=THAI&playType=thai.tote3');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thai Government Lottery' }, LAZY),
    ).toBeTruthy();
    // The prize of each level, for the unit chosen.
    expect(screen.getByRole('region', { name: 'Rules' }).textContent).toContain(
      '6 orders (all different) $190.00 · 3 orders (a pair) $180.00 · 1 order (a triple) $170.00',
    );
    // 818 is 188 in another order: the same tote ticket.
    await typeNumbers(user, 3, '188 818');
    expect(screen.getByText('Number 2 is already in the list.')).toBeTruthy();
    await typeNumbers(user, 3, '188 321');
    expect(screen.getByText('2 bets · total $4.00')).toBeTruthy();
    await placeSlip(user);
    expect(sent.requests(placeLotteryBets)[0]?.body?.bets).toEqual([
      {
        playType: 'thai.tote3',
        selection: [
          [1, 8, 8],
          [1, 2, 3],
        ],
        unit: 2,
        multiplier: 1,
      },
    ]);
  });

  it('bets 4D big on 0123', async () => {
    const user = userEvent.setup();
    const sent = server(answer(placeLotteryBets, placed([bet()], 2)));
    renderAt('/seaLottery?gameCode=MY_4D&playType=4d.big');
    await typeNumbers(user, 4, '0123');
    expect(screen.getByText('1 bet · total $2.00')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Rules' }).textContent).toContain(
      '1st prize $190.00 · 2nd prize $180.00 · 3rd prize $170.00 · starter $160.00 · consolation $150.00',
    );
    await placeSlip(user);
    expect(sent.requests(placeLotteryBets)[0]?.body).toMatchObject({
      gameCode: 'MY_4D',
      bets: [{ playType: '4d.big', selection: [[0, 1, 2, 3]] }],
    });
  });

  it('shows the last results as tiers, the newest open, with their marks', async () => {
    const user = userEvent.setup();
    server(
      answer(getRegionalResults, {
        list: [
          regionalDrawn('20261127', regionalPrizes('VN_SOUTH', '012345'), {
            source: 'DEMO',
            revision: 2,
          }),
          regionalDrawn('20261126', regionalPrizes('VN_SOUTH', '678901')),
        ],
      }),
    );
    renderAt('/vnlottery?gameCode=VN_SOUTH');
    const results = within(await screen.findByRole('region', { name: 'Last results' }, LAZY));
    const newest = await results.findByRole('table', { name: 'Prizes of draw 20261127' });
    expect(within(newest).getAllByRole('rowheader')).toHaveLength(9);
    expect(newest.textContent).toContain('012345');
    expect(results.getByText('Demo result')).toBeTruthy();
    expect(results.getByText('Corrected')).toBeTruthy();
    expect(results.queryByRole('link', { name: /^Verify/ })).toBeNull();
    // An older one is folded until asked for.
    const older = results.getByText('Draw 20261126');
    expect(results.queryByRole('table', { name: 'Prizes of draw 20261126' })).toBeNull();
    await user.click(older);
    expect(await results.findByRole('table', { name: 'Prizes of draw 20261126' })).toBeTruthy();
  });

  it('sends a game of the other area to its own page', async () => {
    server();
    renderAt('/vnlottery?gameCode=THAI&playType=thai.top3');
    await screen.findByRole('heading', { level: 1, name: 'Thai Government Lottery' }, LAZY);
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe(
      '/seaLottery?gameCode=THAI&playType=thai.top3',
    );
  });

  it('shows the lobby with a word for a code the server does not know', async () => {
    const sent = server();
    renderAt('/vnlottery?gameCode=VN_HN');
    expect(
      await screen.findByText(
        'The game VN_HN is not one of our in-house draws. Choose a draw below.',
        undefined,
        LAZY,
      ),
    ).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Vietnam North (Miền Bắc)' })).toBeTruthy();
    expect(sent.requests(getLotteryGame).map((r) => r.query.get('gameCode'))).toContain('VN_HN');
  });
});
