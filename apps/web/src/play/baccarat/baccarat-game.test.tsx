import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../test/fake-server.ts';
import {
  type BaccaratRound,
  fair,
  figure,
  limits,
  opened,
  renderPlay,
  SESSION_ID,
} from '../test/fixtures.tsx';

afterEach(() => vi.restoreAllMocks());

const dealt: BaccaratRound = {
  roundId: 'b-1',
  bet: 15,
  win: 19.5,
  balance: 1004.5,
  fair: fair(3),
  outcome: {
    player: {
      cards: [
        { rank: 13, suit: 'spades' },
        { rank: 7, suit: 'hearts' },
      ],
      total: 7,
      pair: false,
    },
    banker: {
      cards: [
        { rank: 1, suit: 'diamonds' },
        { rank: 8, suit: 'clubs' },
      ],
      total: 9,
      pair: false,
    },
    winner: 'banker',
    natural: true,
    results: [
      { type: 'banker', result: 'win', stake: 10, win: 19.5 },
      { type: 'tie', result: 'lose', stake: 5, win: 0 },
    ],
  },
};

describe('BaccaratGame', () => {
  it('deals the bets placed and shows both hands, the winner and each bet’s result', async () => {
    const server = fakeServer({
      '/play/api/open': () => opened('baccarat'),
      '/play/api/tables/limits': () => limits,
      '/play/api/baccarat/deal': () => dealt,
    });
    renderPlay({ engine: 'baccarat' });
    const bets = await screen.findByRole('group', { name: 'Bets' });
    expect(within(bets).getByRole('button', { name: 'Banker pays 0.95:1' })).toBeTruthy();
    expect(within(bets).getByRole('button', { name: 'Tie pays 8:1' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Chip value' }), '$5.00');
    await userEvent.click(screen.getByRole('button', { name: 'Banker pays 0.95:1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Banker pays 0.95:1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tie pays 8:1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deal' }));

    expect((await screen.findByRole('status')).textContent).toBe('Banker wins · You won $19.50');
    expect(server.to('/play/api/baccarat/deal')[0]?.body).toEqual({
      sessionId: SESSION_ID,
      requestId: expect.stringMatching(/^[\w-]{8,64}$/),
      bets: [
        { type: 'banker', stake: 10 },
        { type: 'tie', stake: 5 },
      ],
    });
    const player = screen.getByRole('list', { name: 'Player cards' });
    expect(
      within(player)
        .getAllByRole('img')
        .map((c) => [c.getAttribute('aria-label'), c.textContent]),
    ).toEqual([
      ['King of spades', 'K♠'],
      ['Seven of hearts', '7♥'],
    ]);
    const banker = screen.getByRole('region', { name: 'Banker' });
    expect(within(banker).getByRole('heading').textContent).toBe('Banker · total 9Natural');
    expect(within(banker).getByRole('img', { name: 'Ace of diamonds' }).textContent).toBe('A♦');
    expect(
      within(screen.getByRole('region', { name: 'Player' })).getByRole('heading').textContent,
    ).toBe('Player · total 7');
    const results = screen.getByRole('list', { name: 'Results of your bets' });
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Banker: staked $10.00, won — paid $19.50', 'Tie: staked $5.00, lost']);
    expect(figure('Balance')).toBe('$1,004.50');
  });
});
