import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  betting,
  crashed,
  crashed7,
  crashPageSetup,
  crashStateOf,
  iso,
  myBet,
  player,
  ROUND_HASH,
  running,
  SALT,
  TERMINATING,
} from '../test/crash-fixtures.ts';
import { fakeServer, refused } from '../test/fake-server.ts';
import { FakeSocket } from '../test/fake-socket.ts';
import { figure, opened, renderPlay, SESSION_ID } from '../test/fixtures.tsx';
import type { CrashState } from './get-crash-state.ts';

const site = crashPageSetup();

const status = () => screen.getByRole('status');
/** The multiplier the status shows, as a number. */
const shown = () => Number.parseFloat(status().textContent ?? '');

/** The page over a fake server whose state call answers `state()` at each call. */
async function openPage(state: () => CrashState, routes: Parameters<typeof fakeServer>[0] = {}) {
  const server = fakeServer({
    '/play/api/open': () => opened('crash'),
    '/play/api/crash/state': () => state(),
    ...routes,
  });
  const view = renderPlay({ engine: 'crash' });
  await screen.findByRole('region', { name: 'Crash game' });
  FakeSocket.latest().open();
  return { server, view, socket: FakeSocket.latest() };
}

const roundEvent = (round: CrashState['round'] & object) =>
  ({ type: 'round', serverTime: iso(Date.now()), round }) as const;

describe('CrashGame while a round runs', () => {
  it('shows a rising multiplier, and Cash out pays the bet and shows the win', async () => {
    const now = Date.now();
    let state = crashStateOf(now, {
      round: running(8, now, 7000),
      myBet: myBet(8, 10),
      balance: 990,
    });
    const cashed = myBet(8, 10, { status: 'CASHED', cashedOutAt: 1.55, win: 15.5 });
    const { server } = await openPage(() => state, {
      '/play/api/crash/cashout': () => {
        state = { ...state, myBet: cashed, balance: 1005.5 };
        return { bet: cashed, balance: 1005.5 };
      },
    });
    // e^(0.00006 × 7000) = 1.52…
    expect(status().textContent).toMatch(/^\d+\.\d\d×$/);
    const first = shown();
    expect(first).toBeGreaterThanOrEqual(1.52);
    await waitFor(() => expect(shown()).toBeGreaterThan(first));

    const button = screen.getByRole('button', { name: 'Cash out' });
    const potential = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(potential?.textContent).toMatch(/^\$1\d\.\d\d$/);
    await userEvent.click(button);

    const mine = screen.getByRole('region', { name: 'Your bet' });
    await within(mine).findByText('You cashed out at 1.55× and won $15.50');
    expect(server.to('/play/api/crash/cashout')[0]?.body).toEqual({ sessionId: SESSION_ID });
    expect(figure('Balance')).toBe('$1,005.50');
    expect(figure('Last win')).toBe('$15.50');
    expect(site.postMessage).toHaveBeenCalledWith(
      { type: 'gamehall:balance' },
      window.location.origin,
    );
    expect(screen.queryByRole('button', { name: 'Cash out' })).toBeNull();
  });

  it('follows the round from betting to its crash, and shows the bet lost', async () => {
    const now = Date.now();
    let state = crashStateOf(now, { myBet: myBet(8, 10), balance: 990 });
    const { server, socket } = await openPage(() => state);
    expect(status().textContent).toBe('Bets close in 4 s');
    expect(screen.queryByRole('button', { name: 'Cash out' })).toBeNull();

    socket.emit(roundEvent(running(8, Date.now(), 0)));
    await waitFor(() => expect(status().textContent).toMatch(/^1\.0\d×$/));
    expect(screen.getByRole('button', { name: 'Cash out' })).toBeTruthy();
    // Each phase change asks the state call again (the bet and the balance come from it).
    await waitFor(() => expect(server.to('/play/api/crash/state')).toHaveLength(2));

    socket.emit({
      type: 'cashout',
      roundId: 8,
      player: player(3, 'ga***77', 5, { cashedOutAt: 1.2, win: 6 }),
    });
    socket.emit(roundEvent(crashed(8, Date.now(), 2.31)));
    expect(status().textContent).toBe('Crashed at 2.31×');
    expect(screen.queryByRole('button', { name: 'Cash out' })).toBeNull();
    const history = screen.getByRole('list', { name: 'Last crash points' });
    expect(within(history).getAllByRole('listitem')[0]?.textContent).toBe('2.31×');

    state = {
      ...state,
      round: crashed(8, Date.now(), 2.31),
      myBet: myBet(8, 10, { status: 'LOST' }),
    };
    socket.emit({
      type: 'players',
      roundId: 8,
      players: [
        player(3, 'ga***77', 5, { cashedOutAt: 1.2, win: 6 }),
        player(4, 'me***42', 10, { win: 0 }),
      ],
    });
    await screen.findByText('Your bet of $10.00 was lost.');
    expect(figure('Last win')).toBe('$0.00');
    const table = screen.getByRole('table', { name: 'Players this round' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['PlayerStake ($)Cashed out atWin ($)', 'ga***775.001.20×6.00', 'me***4210.00–0.00']);

    // The next round opens with nobody on it, and takes bets again.
    state = { ...state, round: betting(9, Date.now(), 6000), myBet: null, players: [] };
    socket.emit(roundEvent(betting(9, Date.now(), 6000)));
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe('No bets on this round yet.');
    expect((screen.getByRole('button', { name: 'Place bet' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('shows the win of an auto cash-out the server made', async () => {
    const now = Date.now();
    let state = crashStateOf(now, {
      round: running(8, now, 12_000),
      myBet: myBet(8, 10, { autoCashout: 2 }),
      balance: 990,
    });
    const { socket } = await openPage(() => state);
    await screen.findByText('Bet placed: $10.00, auto cash-out at 2.00×');
    site.postMessage.mockClear();
    state = {
      ...state,
      myBet: myBet(8, 10, { autoCashout: 2, status: 'CASHED', cashedOutAt: 2, win: 20 }),
      balance: 1010,
    };
    socket.emit({
      type: 'cashout',
      roundId: 8,
      player: player(5, 'me***42', 10, { cashedOutAt: 2, win: 20 }),
    });
    await screen.findByText('You cashed out at 2.00× and won $20.00');
    // The balance comes with the state call the cash-out event asks for.
    await waitFor(() => expect(figure('Balance')).toBe('$1,010.00'));
    expect(site.postMessage).toHaveBeenCalledExactlyOnceWith(
      { type: 'gamehall:balance' },
      window.location.origin,
    );
  });

  it('says when a cash-out came too late, and fetches how the bet ended', async () => {
    const now = Date.now();
    const state = crashStateOf(now, { round: running(8, now, 3000), myBet: myBet(8, 10) });
    const { server } = await openPage(() => state, {
      '/play/api/crash/cashout': () =>
        refused(409, 'ROUND_CRASHED', 'The round crashed before the cash-out'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Cash out' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too late: the round crashed before your cash-out.',
    );
    await waitFor(() => expect(server.to('/play/api/crash/state')).toHaveLength(2));
  });
});

describe('CrashGame’s live connection', () => {
  it('reconnects when the socket drops, fetches what it missed, and closes on leaving', async () => {
    const now = Date.now();
    const { server, socket, view } = await openPage(() => crashStateOf(now));
    socket.emit('not a crash event');
    expect(status().textContent).toBe('Bets close in 4 s');

    socket.drop();
    expect(screen.getByText('Connection lost: reconnecting…')).toBeTruthy();
    await waitFor(() => expect(FakeSocket.all).toHaveLength(2), { timeout: 2000 });
    const again = FakeSocket.latest();
    again.open();
    await waitFor(() => expect(server.to('/play/api/crash/state')).toHaveLength(2));
    expect(screen.queryByText('Connection lost: reconnecting…')).toBeNull();

    again.emit({
      type: 'snapshot',
      serverTime: iso(Date.now()),
      round: crashed(8, Date.now(), 3.07),
      players: [],
      history: [{ ...crashed7, id: 8, crashPoint: 3.07 }, crashed7],
    });
    expect(status().textContent).toBe('Crashed at 3.07×');

    view.unmount();
    expect(again.closedByPage).toBe(true);
  });
});

describe('CrashGame’s provably fair panel', () => {
  it('shows the last round’s hash with the chain’s salt and end, and links to verify it', async () => {
    const now = Date.now();
    const { server } = await openPage(() => crashStateOf(now), {
      '/play/api/crash/chain': () => ({
        chains: [{ id: 1, terminatingHash: TERMINATING, salt: SALT, length: 10_000 }],
        rounds: [],
      }),
    });
    expect(server.to('/play/api/crash/chain')).toEqual([]);
    await userEvent.click(screen.getByText('Provably fair'));
    await screen.findByText(SALT);
    expect(screen.getByText(ROUND_HASH)).toBeTruthy();
    expect(screen.getByText(TERMINATING)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Verify round 7 (2.31×)' });
    const href = new URL(link.getAttribute('href') ?? '', window.location.origin);
    expect(href.pathname).toBe('/verify');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      engine: 'crash',
      hash: ROUND_HASH,
      salt: SALT,
      terminatingHash: TERMINATING,
    });
    expect(link.getAttribute('target')).toBe('_top');
  });
});
