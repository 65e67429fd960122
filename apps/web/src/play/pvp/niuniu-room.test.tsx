import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeSocket } from '../test/fake-socket.ts';
import { renderPlay } from '../test/fixtures.tsx';
import { arrangedDeck, deal, handOf, play, pvpStateOf, seatOf, TABLE } from './engine-hands.ts';
import type { PvpHand } from './get-pvp-state.ts';
import { roomPageSetup, serveRoom } from './test-fixtures.ts';

roomPageSetup();
const NN = 'niuniu-grab';

/**
 * Seat 0 (the player) and seat 3 (the button), base bet 1.00, 80.00 each. The player holds
 * K Q J and 5 5: bull bull; seat 3 has no bull.
 */
const deck = arrangedDeck(['KS QS JS 5H 5D', '2C 3C 4C 6D 9H']);
const dealt = () => deal(NN, { 0: 80, 3: 80 }, 3, 1, deck);
const grabbed = () =>
  play(NN, dealt(), [0, { type: 'grab', amount: 3n }], [3, { type: 'grab', amount: 4n }]);
const revealed = () => play(NN, grabbed(), [0, { type: 'bet', amount: 5n }]);
const seated = (hand: PvpHand | null, lastHand: PvpHand | null = null) =>
  pvpStateOf(NN, {
    table: TABLE,
    seats: [seatOf(0, 'me***01', 80, true), seatOf(3, 'ab***cd', 80)],
    mySeat: 0,
    hand,
    lastHand,
  });

const seat = (n: number) => screen.getByRole('region', { name: new RegExp(`^Seat ${n} `) });

describe('a niu niu room with banker grab', () => {
  it('grabs the bank with a multiple, then bets one, then shows the settlement', async () => {
    let state = seated(handOf(NN, dealt(), 0));
    const server = serveRoom(NN, () => state, {
      '/play/api/pvp/act': (body) => {
        if (body.action === 'grab') {
          state = seated(handOf(NN, play(NN, dealt(), [0, { type: 'grab', amount: 3n }]), 0));
        } else {
          const over = handOf(NN, revealed(), 0);
          state = seated(null, over);
          return { hand: over };
        }
        return { hand: state.hand };
      },
    });
    renderPlay({ engine: NN, room: 'beginner' });

    // The grab: every seat at once, the player's four cards up and the fifth down.
    const turn = await screen.findByRole('region', { name: 'Your turn' });
    expect(
      within(turn)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(["Don't grab", 'Grab ×1', 'Grab ×2', 'Grab ×3', 'Grab ×4']);
    expect(screen.getByText('Grabbing the bank')).toBeTruthy();
    expect(screen.getByText('Not chosen yet')).toBeTruthy();
    const mine = within(seat(1)).getByRole('list', { name: 'Your cards' });
    expect(
      within(mine)
        .getAllByRole('img')
        .map((c) => c.getAttribute('aria-label')),
    ).toEqual([
      'King of spades',
      'Queen of spades',
      'Jack of spades',
      'Five of hearts',
      'Face-down card',
    ]);
    const theirs = within(seat(4)).getByRole('list', { name: 'Cards of seat 4' });
    expect(within(theirs).getAllByRole('img', { name: 'Face-down card' })).toHaveLength(5);
    // Both seats choose at once, against one clock.
    expect(within(seat(1)).getByText('To act')).toBeTruthy();
    expect(within(seat(4)).getByText('To act')).toBeTruthy();
    // No pot before the reveal: nothing is staked.
    expect(screen.queryByText(/^Pot/)).toBeNull();

    await userEvent.click(within(turn).getByRole('button', { name: 'Grab ×3' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your turn' })).toBeNull());
    expect(screen.getByText(/^Seat 4 to act: \d+ s$/)).toBeTruthy();
    expect(within(seat(1)).getByText('×3')).toBeTruthy();

    // Seat 3 grabs ×4 and banks; the player bets.
    state = seated(handOf(NN, grabbed(), 0));
    FakeSocket.latest().emit(JSON.stringify({ type: 'changed', table: TABLE, handId: 41 }));
    const bets = await screen.findByRole('region', { name: 'Your turn' });
    expect(
      within(bets)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Bet ×1', 'Bet ×2', 'Bet ×3', 'Bet ×5']);
    expect(screen.getByText('Seat 4 at ×4')).toBeTruthy();
    expect(within(seat(4)).getByText('Banker')).toBeTruthy();
    // Its button only orders the deal: no "Dealer" beside the banker.
    expect(within(seat(4)).queryByText('Dealer')).toBeNull();
    await userEvent.click(within(bets).getByRole('button', { name: 'Bet ×5' }));

    const result = await screen.findByRole('region', { name: 'Result of hand 3' });
    expect(server.to('/play/api/pvp/act').map((s) => [s.body.action, s.body.amount])).toEqual([
      ['grab', 3],
      ['bet', 5],
    ]);
    // Bull bull against the banker's no bull: 1.00 × 4 (the grab) × 5 (the bet) × 4 (bull
    // bull) = 80.00, the banker's whole stack; 5% rake leaves 76.00.
    expect(within(result).getByText('Won by Seat 1 (you)')).toBeTruthy();
    const rows = within(result)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [
        within(r).getByRole('rowheader').textContent,
        ...within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ]);
    expect(rows).toEqual([
      ['Seat 1 (you)', 'Won $76.00', 'K♠Q♠J♠5♥5♦Bull bull', '$0.00', '$76.00'],
      ['Seat 4 (ab***cd)', 'Lost $80.00', '2♣3♣4♣6♦9♥No bull', '$80.00', '$0.00'],
    ]);
    expect(within(result).getByText('Rake: $4.00')).toBeTruthy();
    expect(within(seat(1)).getByText('Beats the banker')).toBeTruthy();
  });
});
