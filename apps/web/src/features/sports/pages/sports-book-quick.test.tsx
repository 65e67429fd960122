import { getSportsBets, placeSportsBet, type ValueOf } from '@gamehall/contract';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answer, failure } from '../../../test/fake-server.ts';
import { bet } from '../test/fixtures.ts';
import { bookServer, freshBook, renderBook } from '../test/render.tsx';

let client: QueryClient;
beforeEach(() => {
  localStorage.clear();
  client = freshBook();
});
afterEach(() => localStorage.clear());

type Placed = ValueOf<typeof placeSportsBet>;
const placed = (over: Parameters<typeof bet>[0] = {}): Placed => ({
  bet: bet({ cashOut: null, stake: 5, potentialReturn: 9.75, ...over }),
  balance: 995,
});

const slip = () => within(screen.getByRole('region', { name: 'Bet slip' }));
const arsenalPrice = async () =>
  within(await screen.findByRole('article', { name: 'Arsenal v Chelsea' })).getByRole('button', {
    name: 'Match result: Arsenal 0.95',
  });

/** Turns quick bet on with `stake` as its preset. */
async function quickBet(user: ReturnType<typeof userEvent.setup>, stake: string) {
  await screen.findByRole('region', { name: 'Bet slip' });
  await user.click(slip().getByRole('switch', { name: 'Bet with one tap' }));
  await user.type(slip().getByLabelText('Quick bet stake'), stake);
}

describe('quick bet', () => {
  it('places a single at the preset stake on one tap, and keeps the choice', async () => {
    const sent = bookServer(answer(placeSportsBet, placed()));
    const user = userEvent.setup();
    renderBook(client, '/sports?book=GHSB');
    await quickBet(user, '5');
    await user.click(await arsenalPrice());
    const quick = within(await screen.findByRole('list', { name: 'Quick bets' }));
    await quick.findByText(
      'Placed: Match result: Arsenal · stake $5.00 at 0.95, returns $9.75. Balance $995.00.',
    );
    expect(sent.requests(placeSportsBet).map((r) => r.body)).toEqual([
      {
        book: 'GHSB',
        kind: 'single',
        legs: [{ marketId: 'm1-1x2', pick: 'home', odds: 1.95 }],
        stake: 5,
        accept: 'none',
        requestId: expect.stringMatching(/^[\w-]{8,64}$/),
      },
    ]);
    // Nothing went into the slip; my bets are asked again.
    expect(slip().getByText('Pick a price to add it to your slip.')).toBeTruthy();
    await waitFor(() => expect(sent.requests(getSportsBets).length).toBeGreaterThan(1));
    expect(JSON.parse(localStorage.getItem('sbQuickBet') ?? '{}')).toEqual({
      on: true,
      stake: '5',
    });
  });

  it('puts the price in the slip instead when the preset stake is not one the book takes', async () => {
    const sent = bookServer(answer(placeSportsBet, placed()));
    const user = userEvent.setup();
    renderBook(client, '/sports?book=GHSB');
    await quickBet(user, '900');
    expect(slip().getByText('The most you can stake on one bet is $500.00.')).toBeTruthy();
    await user.click(await arsenalPrice());
    expect((slip().getByLabelText('Stake on Arsenal') as HTMLInputElement).value).toBe('900');
    expect(slip().getAllByText('The most you can stake on one bet is $500.00.')).toHaveLength(2);
    expect(sent.requests(placeSportsBet)).toHaveLength(0);
  });

  it('says a stake is needed, and adds to the slip until there is one', async () => {
    const sent = bookServer(answer(placeSportsBet, placed()));
    const user = userEvent.setup();
    renderBook(client, '/sports?book=GHSB');
    await screen.findByRole('region', { name: 'Bet slip' });
    await user.click(slip().getByRole('switch', { name: 'Bet with one tap' }));
    expect(slip().getByText(/Type a stake for quick bets/)).toBeTruthy();
    await user.click(await arsenalPrice());
    expect(slip().getByLabelText('Stake on Arsenal')).toBeTruthy();
    expect(sent.requests(placeSportsBet)).toHaveLength(0);
  });

  it('bets again at the new price with one more tap when the price moved', async () => {
    const sent = bookServer(
      answer(placeSportsBet, (_, nth) =>
        nth === 1
          ? failure(409, 'SPORTS_ODDS_CHANGED', 'odds changed', {
              legs: [{ marketId: 'm1-1x2', pick: 'home', odds: 1.8 }],
            })
          : placed({ odds: 1.8, potentialReturn: 9 }),
      ),
    );
    const user = userEvent.setup();
    renderBook(client, '/sports?book=GHSB');
    await quickBet(user, '5');
    await user.click(await arsenalPrice());
    const quick = within(await screen.findByRole('list', { name: 'Quick bets' }));
    const alert = within(await quick.findByRole('alert'));
    expect(alert.getByText('Match result: Arsenal is now 0.80.')).toBeTruthy();
    await user.click(alert.getByRole('button', { name: 'Bet at the new price' }));
    // The answer comes in a new list (the old one went with the refusal it held).
    const after = within(await screen.findByRole('list', { name: 'Quick bets' }));
    await after.findByText(/^Placed: Match result: Arsenal · stake \$5\.00 at 0\.80/);
    const [first, second] = sent.requests(placeSportsBet);
    expect(second?.body?.legs).toEqual([{ marketId: 'm1-1x2', pick: 'home', odds: 1.8 }]);
    expect(second?.body?.requestId).not.toBe(first?.body?.requestId);
  });

  it('is not offered to a visitor or a trial account, whose taps fill the slip', async () => {
    localStorage.setItem('sbQuickBet', JSON.stringify({ on: true, stake: '5' }));
    for (const who of [{ loggedIn: false }, { loggedIn: true, accountType: 4 }]) {
      const sent = bookServer(answer(placeSportsBet, placed()));
      const user = userEvent.setup();
      const view = renderBook(freshBook(who), '/sports?book=GHSB');
      await screen.findByRole('region', { name: 'Bet slip' });
      expect(slip().queryByRole('switch')).toBeNull();
      await user.click(await arsenalPrice());
      expect(slip().getByLabelText('Stake on Arsenal')).toBeTruthy();
      expect(sent.requests(placeSportsBet)).toHaveLength(0);
      view.unmount();
    }
  });
});
