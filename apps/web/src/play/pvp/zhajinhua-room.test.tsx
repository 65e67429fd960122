import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { networkDown, refused } from '../test/fake-server.ts';
import { FakeSocket } from '../test/fake-socket.ts';
import { figure, renderPlay, SESSION_ID } from '../test/fixtures.tsx';
import {
  arrangedDeck,
  deal,
  handOf,
  play,
  pvpStateOf,
  SEED_HASH,
  SERVER_SEED,
  seatOf,
  TABLE,
} from './engine-hands.ts';
import type { PvpState } from './get-pvp-state.ts';
import { description, roomPageSetup, serveRoom } from './test-fixtures.ts';

const site = roomPageSetup();
const ZJH = 'zhajinhua';

/** Seat 0 (the button, another player) and seat 2 (the player), boot 1.00: seat 2 acts first. */
const headsUp = (deck?: ReturnType<typeof arrangedDeck>) => deal(ZJH, { 0: 20, 2: 20 }, 0, 1, deck);
const seatedState = (over: Partial<PvpState> = {}) =>
  pvpStateOf(ZJH, {
    table: TABLE,
    seats: [seatOf(0, 'ab***cd', 19), seatOf(2, 'me***01', 19, true)],
    mySeat: 2,
    balance: 980,
    ...over,
  });

const openRoom = () => renderPlay({ engine: ZJH, room: 'beginner' });
const seat = (n: number) => screen.getByRole('region', { name: new RegExp(`^Seat ${n} `) });

describe('a zha jin hua room', () => {
  it('says a room is needed, and asks the server nothing, when the address names none', async () => {
    const server = serveRoom(ZJH, () => pvpStateOf(ZJH));
    renderPlay({ engine: ZJH });
    expect(await screen.findByRole('heading', { name: 'Pick a room first' })).toBeTruthy();
    expect(screen.getByText(/this address names none/)).toBeTruthy();
    expect(server.sent).toEqual([]);
  });

  it('shows the room and sits down with the buy-in typed, then waits for a second player', async () => {
    let state = pvpStateOf(ZJH);
    const server = serveRoom(ZJH, () => state, {
      '/play/api/pvp/sit': () => {
        state = pvpStateOf(ZJH, {
          table: TABLE,
          seats: [seatOf(2, 'me***01', 25, true)],
          mySeat: 2,
          balance: 975,
        });
        return { table: TABLE, seat: 2, stack: 25, balance: 975 };
      },
    });
    openRoom();
    const room = await screen.findByRole('region', { name: 'Room: Beginner' });
    const fact = (name: string) =>
      within(room).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Game')).toBe('Zha jin hua (teen patti)');
    expect(fact('Boot')).toBe('$1.00');
    expect(fact('Buy-in')).toBe('$20.00 to $100.00');
    expect(fact('Seats')).toBe('6');
    expect(fact('Rake')).toBe('5% of each pot, at most $50.00 a hand');
    expect(fact('Time to act')).toBe('15 s');
    // No socket before the player sits: there is no table to follow.
    expect(FakeSocket.all).toEqual([]);

    const buyIn = screen.getByRole('spinbutton', { name: 'Buy-in' }) as HTMLInputElement;
    expect(buyIn.value).toBe('20.00');
    expect([buyIn.min, buyIn.max, buyIn.step]).toEqual(['20', '100', '0.01']);
    expect(description(buyIn)).toContain('From $20.00 to $100.00');
    await userEvent.clear(buyIn);
    await userEvent.type(buyIn, '25');
    await userEvent.click(screen.getByRole('button', { name: 'Sit down' }));

    expect(await screen.findByText('Waiting for another player to sit down…')).toBeTruthy();
    expect(server.to('/play/api/pvp/sit')[0]?.body).toEqual({
      sessionId: SESSION_ID,
      roomId: 'beginner',
      buyIn: 25,
      requestId: expect.stringMatching(/^[\w-]{8,64}$/),
    });
    expect(server.to('/play/api/pvp/state')[0]?.body).toEqual({
      sessionId: SESSION_ID,
      roomId: 'beginner',
    });
    expect(figure('Balance')).toBe('$975.00');
    expect(site.postMessage).toHaveBeenCalledWith(
      { type: 'gamehall:balance' },
      window.location.origin,
    );
    // The frame's own seed panel stays off: a hand proves itself in the table's panel.
    expect(screen.getAllByText('Provably fair')).toHaveLength(1);
    expect(FakeSocket.latest().url).toBe(
      `ws://${window.location.host}/play/api/pvp/live?table=${TABLE}`,
    );
    expect(within(seat(3)).getByText('me***01')).toBeTruthy();
    expect(within(seat(3)).getByRole('heading').textContent).toBe('Seat 3 me***01 · You');
    expect(within(seat(1)).getByText('Free seat')).toBeTruthy();
  });

  it('checks the buy-in before sending it, and words the server’s refusals', async () => {
    const server = serveRoom(ZJH, () => pvpStateOf(ZJH), {
      '/play/api/pvp/sit': () =>
        refused(409, 'WALLET_INSUFFICIENT_FUNDS', 'Not enough money for this buy-in'),
    });
    openRoom();
    const buyIn = await screen.findByRole('spinbutton', { name: 'Buy-in' });
    await userEvent.clear(buyIn);
    await userEvent.type(buyIn, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Sit down' }));
    expect(description(buyIn)).toContain('The amount is at most $100.00.');
    expect(buyIn.getAttribute('aria-invalid')).toBe('true');
    expect(server.to('/play/api/pvp/sit')).toEqual([]);

    await userEvent.clear(buyIn);
    await userEvent.type(buyIn, '40');
    await userEvent.click(screen.getByRole('button', { name: 'Sit down' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your balance is too low for this buy-in. Choose a smaller one, or make a deposit on the site and come back.',
    );

    server.answer('/play/api/pvp/sit', () =>
      refused(400, 'AMOUNT_OUT_OF_RANGE', 'The buy-in of this room is 20 to 100', {
        min: 20,
        max: 100,
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sit down' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The buy-in of this room is $20.00 to $100.00.',
      ),
    );
    // Two refusals: two attempts, each with its own key.
    const keys = server.to('/play/api/pvp/sit').map((s) => s.body.requestId);
    expect(new Set(keys).size).toBe(2);
  });

  it('retries a buy-in that got no answer with the same requestId', async () => {
    const server = serveRoom(ZJH, () => pvpStateOf(ZJH), { '/play/api/pvp/sit': networkDown });
    openRoom();
    await userEvent.click(await screen.findByRole('button', { name: 'Sit down' }));
    const alert = await screen.findByRole('alert');
    server.answer('/play/api/pvp/sit', () => ({
      table: TABLE,
      seat: 2,
      stack: 20,
      balance: 980,
    }));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(server.to('/play/api/pvp/sit')).toHaveLength(2));
    const [first, again] = server.to('/play/api/pvp/sit');
    expect(again?.body.requestId).toBe(first?.body.requestId);
  });

  it('offers the player’s turn with each action’s cost, looks, then calls', async () => {
    const deck = arrangedDeck(['AS KS QS', '2C 7D 9H']);
    let state = seatedState({ hand: handOf(ZJH, headsUp(deck), 2) });
    const server = serveRoom(ZJH, () => state, {
      '/play/api/pvp/act': (body) => {
        const looked = play(ZJH, headsUp(deck), [2, { type: 'look' }]);
        const after = body.action === 'look' ? looked : play(ZJH, looked, [2, { type: 'call' }]);
        state = seatedState({ hand: handOf(ZJH, after, 2) });
        return { hand: state.hand };
      },
    });
    openRoom();
    const turn = await screen.findByRole('region', { name: 'Your turn' });
    expect(screen.getByText(/^Your turn: 1[12] s$/).getAttribute('role')).toBe('status');
    const choices = within(turn).getByRole('group', { name: 'Your choices' });
    expect(
      within(choices)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Look at your cards', 'Fold', 'Call$1.00', 'Raise$2.00']);
    expect(description(within(turn).getByRole('button', { name: 'Call' }))).toBe('Puts in $1.00');
    expect(description(within(turn).getByRole('button', { name: 'Raise' }))).toBe('Puts in $2.00');
    // The table: the stake S and its prices, the pot, both seats blind, face down.
    const table = screen.getByRole('region', { name: 'Table' });
    expect(within(table).getByText('Pot').textContent).toBe('Pot $2.00');
    expect(within(table).getByText('$1.00 blind, $2.00 seen')).toBeTruthy();
    const mine = within(seat(3)).getByRole('list', { name: 'Your cards' });
    expect(within(mine).getAllByRole('img', { name: 'Face-down card' })).toHaveLength(3);
    expect(within(seat(3)).getByText('Blind')).toBeTruthy();
    expect(within(seat(3)).getByText('To act')).toBeTruthy();
    expect(within(seat(1)).getByText('Dealer')).toBeTruthy();
    expect(within(seat(1)).getByText('Last: Boot')).toBeTruthy();

    await userEvent.click(within(turn).getByRole('button', { name: 'Look at your cards' }));
    const cards = await within(seat(3)).findByRole('list', { name: 'Your cards' });
    await waitFor(() =>
      expect(
        within(cards)
          .getAllByRole('img')
          .map((c) => c.getAttribute('aria-label')),
      ).toEqual(['Ace of spades', 'King of spades', 'Queen of spades']),
    );
    expect(within(seat(3)).getByText('Pure sequence (straight flush)')).toBeTruthy();
    // Seen: a call now costs 2S.
    const call = await screen.findByRole('button', { name: 'Call' });
    await waitFor(() => expect(description(call)).toBe('Puts in $2.00'));

    await userEvent.click(call);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your turn' })).toBeNull());
    const acts = server.to('/play/api/pvp/act').map((s) => s.body);
    expect(acts).toEqual([
      {
        sessionId: SESSION_ID,
        roomId: 'beginner',
        handId: 41,
        action: 'look',
        requestId: expect.stringMatching(/^[\w-]{8,64}$/),
      },
      expect.objectContaining({ action: 'call', amount: 2, handId: 41 }),
    ]);
    expect(acts[0]?.requestId).not.toBe(acts[1]?.requestId);
    expect(screen.getByText(/^Seat 1 to act: \d+ s$/)).toBeTruthy();
    expect(within(seat(3)).getByText('Last: Called')).toBeTruthy();
  });

  it('reads the table again when its socket says it changed', async () => {
    let state = seatedState();
    const server = serveRoom(ZJH, () => state);
    openRoom();
    await screen.findByText('The next hand is dealt in a few seconds.');
    const socket = FakeSocket.latest();
    socket.open();
    state = seatedState({ hand: handOf(ZJH, headsUp(), 2) });
    socket.emit(JSON.stringify({ type: 'changed', table: TABLE, handId: 41 }));
    expect(await screen.findByRole('region', { name: 'Your turn' })).toBeTruthy();
    // Another table's news is not this page's.
    const reads = server.to('/play/api/pvp/state').length;
    socket.emit(JSON.stringify({ type: 'changed', table: 'other', handId: 1 }));
    expect(server.to('/play/api/pvp/state')).toHaveLength(reads);

    // A dropped socket comes back by itself, and what was missed is read then.
    socket.drop();
    await waitFor(() => expect(FakeSocket.all.length).toBe(2), { timeout: 2000 });
    FakeSocket.latest().open();
    await waitFor(() => expect(server.to('/play/api/pvp/state').length).toBe(reads + 1));
  });

  it('words a refused action', async () => {
    const state = seatedState({ hand: handOf(ZJH, headsUp(), 2) });
    serveRoom(ZJH, () => state, {
      '/play/api/pvp/act': () => refused(409, 'PVP_NOT_YOUR_TURN', 'That hand is over'),
    });
    openRoom();
    await userEvent.click(await screen.findByRole('button', { name: 'Raise' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'It is not your turn now: the table has moved on. Act again when your turn comes.',
    );
  });

  it('shows the result: the winner, each seat’s money, the hands shown, the rake and the proof', async () => {
    const deck = arrangedDeck(['AS AH AD', 'KS QS JS']);
    const shown = play(
      ZJH,
      headsUp(deck),
      [2, { type: 'call' }],
      [0, { type: 'call' }],
      [2, { type: 'show' }],
    );
    serveRoom(ZJH, () =>
      seatedState({
        seats: [seatOf(0, 'ab***cd', 17), seatOf(2, 'me***01', 22.7, true)],
        lastHand: handOf(ZJH, shown, 2),
        balance: 980,
      }),
    );
    openRoom();
    const result = await screen.findByRole('region', { name: 'Result of hand 3' });
    expect(within(result).getByText('Won by Seat 3 (you)')).toBeTruthy();
    const rows = within(result)
      .getAllByRole('row')
      .map((r) =>
        within(r)
          .queryAllByRole('cell')
          .map((c) => c.textContent),
      );
    // Pot 5.00 (boots, two blind calls, the show's call), 5% rake 0.25: 4.75 for 3.00 in.
    expect(rows.slice(1)).toEqual([
      ['Lost $2.00', 'K♠Q♠J♠Pure sequence (straight flush)', '$2.00', '$0.00'],
      ['Won $1.75', 'A♠A♥A♦Trail (three of a kind)', '$3.00', '$4.75'],
    ]);
    expect(within(result).getByRole('rowheader', { name: 'Seat 1 (ab***cd)' })).toBeTruthy();
    expect(within(result).getByText('Rake: $0.25')).toBeTruthy();
    expect(within(result).getAllByRole('img', { name: 'Ace of hearts' }).length).toBeGreaterThan(0);
    // The cards stay on the table until the next deal, the others' shown too.
    expect(within(seat(1)).getByText('Pure sequence (straight flush)')).toBeTruthy();

    await userEvent.click(screen.getByText('Provably fair'));
    expect(screen.getByText(SEED_HASH)).toBeTruthy();
    expect(screen.getByText(SERVER_SEED)).toBeTruthy();
    const verify = screen.getByRole('link', { name: 'Verify hand 3' });
    expect(verify.getAttribute('href')).toBe(
      `/verify?engine=zhajinhua&serverSeed=${SERVER_SEED}&clientSeed=${TABLE}&nonce=3&seats=0%2C2&button=0`,
    );
  });

  it('asks before leaving a hand the player is in, then stands them up', async () => {
    let state = seatedState({ hand: handOf(ZJH, headsUp(), 2) });
    const server = serveRoom(ZJH, () => state, {
      '/play/api/pvp/leave': () => {
        state = pvpStateOf(ZJH, { balance: 999 });
        return { left: false, balance: 980 };
      },
    });
    openRoom();
    await userEvent.click(await screen.findByRole('button', { name: 'Leave table' }));
    const confirm = screen.getByRole('group', {
      name: 'A hand is on: leaving now folds your hand. Your chips come back to your balance when the hand ends.',
    });
    expect(server.to('/play/api/pvp/leave')).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Leave now' }));
    expect(await screen.findByRole('region', { name: 'Room: Beginner' })).toBeTruthy();
    expect(server.to('/play/api/pvp/leave')[0]?.body).toEqual({
      sessionId: SESSION_ID,
      roomId: 'beginner',
    });
    expect(
      screen.getByText('You left the table: your chips are back in your balance.'),
    ).toBeTruthy();
    await waitFor(() => expect(figure('Balance')).toBe('$999.00'));
  });
});
