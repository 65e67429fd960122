import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, refused } from '../test/fake-server.ts';
import { fair, figure, limits, opened, renderPlay, SESSION_ID } from '../test/fixtures.tsx';

afterEach(() => vi.restoreAllMocks());

const spun = {
  roundId: 'r-1',
  bet: 20,
  win: 360,
  balance: 1340,
  fair: fair(0),
  outcome: {
    pocket: 17,
    colour: 'black',
    results: [
      { spot: 'straight 17', stake: 10, win: 360 },
      { spot: 'dozen 2', stake: 5, win: 0 },
      { spot: 'odd', stake: 5, win: 0 },
    ],
  },
};

function serve(spin: () => unknown = () => spun) {
  return fakeServer({
    '/play/api/open': () => opened('roulette'),
    '/play/api/tables/limits': () => limits,
    '/play/api/roulette/spin': spin,
  });
}

describe('RouletteGame', () => {
  it('builds the spin from the bets placed, and shows the pocket and each bet’s result', async () => {
    const server = serve();
    renderPlay({ engine: 'roulette' });
    const chip = await screen.findByRole('combobox', { name: 'Chip value' });
    await userEvent.selectOptions(chip, '$5.00');
    await userEvent.click(screen.getByRole('button', { name: 'Red' }));
    await userEvent.click(screen.getByRole('button', { name: '17 black' }));
    await userEvent.click(screen.getByRole('button', { name: '17 black' }));
    await userEvent.click(screen.getByRole('button', { name: '2nd 12 (13–24)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Odd' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove bet on Red' }));

    const bets = screen.getByRole('list', { name: 'Your bets' });
    expect(
      within(bets)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Number 17$10.00×', '2nd 12 (13–24)$5.00×', 'Odd$5.00×']);
    expect(screen.getByText('Total $20.00')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      '17The ball landed on 17 black · You won $360.00',
    );
    expect(server.to('/play/api/roulette/spin')[0]?.body).toEqual({
      sessionId: SESSION_ID,
      requestId: expect.stringMatching(/^[\w-]{8,64}$/),
      bets: [
        { type: 'straight', numbers: [17], stake: 10 },
        { type: 'dozen', dozen: 2, stake: 5 },
        { type: 'odd', stake: 5 },
      ],
    });
    const results = screen.getByRole('list', { name: 'Results of your bets' });
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Number 17: staked $10.00, won $360.00',
      '2nd 12 (13–24): staked $5.00, lost',
      'Odd: staked $5.00, lost',
    ]);
    expect(figure('Balance')).toBe('$1,340.00');
  });

  it('names every number with its colour and offers chips within the limits', async () => {
    serve();
    renderPlay({ engine: 'roulette' });
    const board = await screen.findByRole('group', { name: 'Numbers' });
    const names = within(board)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names.slice(0, 4)).toEqual(['0 green', '1 red', '2 black', '3 red']);
    expect(names).toContain('36 red');
    expect(names).toContain('Column 3 (3, 6 … 36)');
    const chips = within(screen.getByRole('combobox', { name: 'Chip value' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    // From the smallest minimum (1) to the largest spot maximum (2,000).
    expect(chips).toEqual([
      '$1.00',
      '$2.00',
      '$5.00',
      '$10.00',
      '$25.00',
      '$50.00',
      '$100.00',
      '$500.00',
      '$1,000.00',
    ]);
  });

  it('refuses a chip over the spot’s table maximum before asking the server', async () => {
    serve();
    renderPlay({ engine: 'roulette' });
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Chip value' }),
      '$100.00',
    );
    await userEvent.click(screen.getByRole('button', { name: '5 red' }));
    await userEvent.click(screen.getByRole('button', { name: '5 red' }));
    expect(screen.getByRole('status').textContent).toBe(
      'Number 5: the table maximum on this bet is $100.00.',
    );
    expect(screen.getByText('Total $100.00')).toBeTruthy();
  });

  it('says in its own words which limit the server refused the bets for', async () => {
    serve(() =>
      refused(
        400,
        'AMOUNT_OUT_OF_RANGE',
        'straight 17: 20000 on the spot is above the table maximum of 10000',
        { betIndex: 0, reason: 'BET_ABOVE_MAX', limit: 100 },
      ),
    );
    renderPlay({ engine: 'roulette' });
    await userEvent.click(await screen.findByRole('button', { name: '17 black' }));
    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "One of your bets is above this table's maximum of $100.00 for its spot. Lower it and bet again.",
    );
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Spin' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
  });
});
