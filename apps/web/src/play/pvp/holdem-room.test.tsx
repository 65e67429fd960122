import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPlay, SESSION_ID } from '../test/fixtures.tsx';
import { arrangedDeck, deal, handOf, play, pvpStateOf, seatOf, TABLE } from './engine-hands.ts';
import type { PvpState } from './get-pvp-state.ts';
import { description, roomPageSetup, serveRoom } from './test-fixtures.ts';

roomPageSetup();
const HOLDEM = 'holdem';

/**
 * Heads-up, big blind 1.00: seat 1 (the player) has the button, so posts the small blind
 * and acts first before the flop; seat 4 posts the big blind.
 */
// Dealt from the button's left: seat 4, then seat 1.
const deck = arrangedDeck(['KD QC', 'AS AH']);
const headsUp = () => deal(HOLDEM, { 1: 50, 4: 50 }, 1, 1, deck);
const seatedState = (over: Partial<PvpState>) =>
  pvpStateOf(HOLDEM, {
    table: TABLE,
    seats: [seatOf(1, 'me***01', 50, true), seatOf(4, 'ab***cd', 50)],
    mySeat: 1,
    ...over,
  });
const onTable = (hand: unknown) => seatedState({ hand: handOf(HOLDEM, hand, 1) });

describe('a hold’em room', () => {
  it('offers fold, call, all in and a raise whose amount is checked before it is sent', async () => {
    let state = onTable(headsUp());
    const server = serveRoom(HOLDEM, () => state, {
      '/play/api/pvp/act': (body) => {
        const after = play(HOLDEM, headsUp(), [
          1,
          { type: 'raise', amount: BigInt(Math.round(Number(body.amount) * 100)) },
        ]);
        state = onTable(after);
        return { hand: state.hand };
      },
    });
    renderPlay({ engine: HOLDEM, room: 'beginner' });
    const turn = await screen.findByRole('region', { name: 'Your turn' });
    const choices = within(turn).getByRole('group', { name: 'Your choices' });
    expect(
      within(choices)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Fold', 'Call$0.50', 'All in$49.50']);

    // The table: blinds, the bet to match, no board yet, the player's two cards named.
    const table = screen.getByRole('region', { name: 'Table' });
    expect(within(table).getByText('$0.50 / $1.00')).toBeTruthy();
    expect(within(table).getByText('Before the flop')).toBeTruthy();
    expect(within(table).getByText('No board cards yet')).toBeTruthy();
    const mine = within(table).getByRole('list', { name: 'Your cards' });
    expect(
      within(mine)
        .getAllByRole('img')
        .map((c) => c.getAttribute('aria-label')),
    ).toEqual(['Ace of spades', 'Ace of hearts']);
    const theirs = within(table).getByRole('list', { name: 'Cards of seat 5' });
    expect(within(theirs).getAllByRole('img', { name: 'Face-down card' })).toHaveLength(2);
    expect(within(table).getByText('Last: Big blind $1.00')).toBeTruthy();

    const amount = within(turn).getByRole('spinbutton', { name: 'Raise: chips to put in' });
    expect((amount as HTMLInputElement).value).toBe('1.50');
    expect(description(amount)).toBe('$1.50 to $49.50');
    const raise = within(turn).getByRole('button', { name: 'Raise' });
    for (const [typed, problem] of [
      ['1.2', 'The amount is at least $1.50.'],
      ['60', 'The amount is at most $49.50.'],
      ['2.555', 'Enter an amount with at most two decimals.'],
      ['', 'Enter an amount.'],
    ]) {
      await userEvent.clear(amount);
      if (typed) await userEvent.type(amount, typed);
      await userEvent.click(raise);
      expect(description(amount)).toBe(`$1.50 to $49.50 ${problem}`);
      expect(amount.getAttribute('aria-invalid')).toBe('true');
    }
    expect(server.to('/play/api/pvp/act')).toEqual([]);

    await userEvent.clear(amount);
    await userEvent.type(amount, '3');
    await userEvent.click(raise);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your turn' })).toBeNull());
    expect(server.to('/play/api/pvp/act')[0]?.body).toEqual({
      sessionId: SESSION_ID,
      roomId: 'beginner',
      handId: 41,
      action: 'raise',
      amount: 3,
      requestId: expect.stringMatching(/^[\w-]{8,64}$/),
    });
    expect(screen.getByText('Last: Raised $3.00')).toBeTruthy();
    expect(screen.getByText(/^Seat 5 to act: \d+ s$/)).toBeTruthy();
  });

  it('shows the board once dealt', async () => {
    const flop = play(HOLDEM, headsUp(), [1, { type: 'call' }], [4, { type: 'check' }]);
    serveRoom(HOLDEM, () => onTable(flop));
    renderPlay({ engine: HOLDEM, room: 'beginner' });
    const board = await screen.findByRole('list', { name: 'Board' });
    expect(within(board).getAllByRole('img')).toHaveLength(3);
    expect(screen.getByText('Flop')).toBeTruthy();
    // After the flop the big blind acts first: the player waits.
    expect(screen.queryByRole('region', { name: 'Your turn' })).toBeNull();
  });

  it('shows a hand won at the showdown', async () => {
    const allIn = play(HOLDEM, headsUp(), [1, { type: 'allin' }], [4, { type: 'call' }]);
    serveRoom(HOLDEM, () => seatedState({ lastHand: handOf(HOLDEM, allIn, 1) }));
    renderPlay({ engine: HOLDEM, room: 'beginner' });
    const result = await screen.findByRole('region', { name: 'Result of hand 3' });
    const rows = within(result).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // Both all in for 50.00: the pot is 100.00, raked 5.00; whoever won has 95.00 back.
    const nets = rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent);
    expect(nets.sort()).toEqual(['Lost $50.00', 'Won $45.00']);
    expect(within(result).getByText('Rake: $5.00')).toBeTruthy();
    expect(
      within(result).getAllByText(
        /^(Pair|Two pair|Three of a kind|Straight|Flush|Full house|Four of a kind|Straight flush|High card)/,
      ).length,
    ).toBe(2);
  });
});
