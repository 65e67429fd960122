import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  betting,
  crashPageSetup,
  crashStateOf,
  iso,
  myBet,
  player,
} from '../test/crash-fixtures.ts';
import { fakeServer, networkDown, refused } from '../test/fake-server.ts';
import { FakeSocket } from '../test/fake-socket.ts';
import { figure, opened, renderPlay, SESSION_ID } from '../test/fixtures.tsx';
import type { CrashState } from './get-crash-state.ts';

const site = crashPageSetup();

const status = () => screen.getByRole('status');

/** The crash page over the fake server: `state` is what the state call answers each time. */
function serve(state: () => CrashState, routes: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    '/play/api/open': () => opened('crash'),
    '/play/api/crash/state': () => state(),
    ...routes,
  });
}

async function openPage() {
  renderPlay({ engine: 'crash' });
  await screen.findByRole('region', { name: 'Crash game' });
  FakeSocket.latest().open();
}

const placed = (stake: number, autoCashout: number | null, balance: number) => ({
  bet: myBet(8, stake, { autoCashout }),
  balance,
});

describe('CrashGame while bets are taken', () => {
  it('counts down to the start, lists the round’s players and the last crash points', async () => {
    const now = Date.now();
    serve(() =>
      crashStateOf(now, { players: [player(1, 'pl***01', 5), player(2, 'ga***77', 12.5)] }),
    );
    await openPage();
    expect(status().textContent).toBe('Bets close in 4 s');
    expect(screen.getByRole('heading', { level: 1, name: 'Crash' })).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Players this round' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'PlayerStake ($)Cashed out atWin ($)',
      'pl***015.00––',
      'ga***7712.50––',
    ]);
    const history = screen.getByRole('list', { name: 'Last crash points' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2.31×', '1.00×']);
    expect(FakeSocket.latest().url).toBe(`ws://${window.location.host}/play/api/crash/live`);
    // Crash proves its rounds by its hash chain: no seed pair panel.
    expect(screen.queryByText('Next nonce')).toBeNull();
  });

  it('places a bet with its stake and auto cash-out, and shows it and the balance', async () => {
    const now = Date.now();
    let bet: CrashState['myBet'] = null;
    let balance = 1000;
    const server = serve(() => crashStateOf(now, { myBet: bet, balance }), {
      '/play/api/crash/bet': () => {
        bet = myBet(8, 10, { autoCashout: 2 });
        balance = 990;
        return { bet, balance };
      },
    });
    await openPage();
    const stake = screen.getByRole('textbox', { name: 'Stake' });
    await userEvent.clear(stake);
    await userEvent.type(stake, '10');
    await userEvent.type(screen.getByRole('textbox', { name: 'Auto cash-out' }), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));

    const mine = screen.getByRole('region', { name: 'Your bet' });
    await within(mine).findByText('Bet placed: $10.00, auto cash-out at 2.00×');
    expect(server.to('/play/api/crash/bet')[0]?.body).toEqual({
      sessionId: SESSION_ID,
      stake: 10,
      autoCashout: 2,
      requestId: expect.stringMatching(/^[\w-]{8,64}$/),
    });
    expect(figure('Balance')).toBe('$990.00');
    // The site's header balance refreshes, once: the state fetched after shows the same.
    await waitFor(() => expect(server.to('/play/api/crash/state')).toHaveLength(2));
    expect(site.postMessage).toHaveBeenCalledExactlyOnceWith(
      { type: 'gamehall:balance' },
      window.location.origin,
    );
    // One bet per round.
    expect((screen.getByRole('button', { name: 'Place bet' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    // Everyone's view of the bet comes over the socket.
    FakeSocket.latest().emit({ type: 'bet', roundId: 8, player: player(9, 'me***42', 10) });
    const table = screen.getByRole('table', { name: 'Players this round' });
    expect(within(table).getByRole('rowheader', { name: 'me***42' })).toBeTruthy();
  });

  it('sends no auto cash-out when the field is left empty', async () => {
    const now = Date.now();
    const server = serve(() => crashStateOf(now), {
      '/play/api/crash/bet': () => placed(0.1, null, 999.9),
    });
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    await screen.findByText('Bet placed: $0.10');
    expect(server.to('/play/api/crash/bet')[0]?.body).not.toHaveProperty('autoCashout');
    expect(server.to('/play/api/crash/bet')[0]?.body).toMatchObject({ stake: 0.1 });
  });

  it('refuses a stake or an auto cash-out outside the limits before asking the server', async () => {
    const now = Date.now();
    const server = serve(() => crashStateOf(now));
    await openPage();
    const stake = screen.getByRole('textbox', { name: 'Stake' });
    const auto = screen.getByRole('textbox', { name: 'Auto cash-out' });
    await userEvent.clear(stake);
    await userEvent.type(stake, '0.05');
    await userEvent.type(auto, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(stake.getAttribute('aria-invalid')).toBe('true');
    expect(auto.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The stake must be from $0.10 to $1,000.00.')).toBeTruthy();
    expect(
      screen.getByText('Enter an auto cash-out from 1.01× to 10000×, or leave it empty.'),
    ).toBeTruthy();
    expect(server.to('/play/api/crash/bet')).toEqual([]);
  });

  it('says clearly when bets closed before the bet reached the server', async () => {
    const now = Date.now();
    serve(() => crashStateOf(now), {
      '/play/api/crash/bet': () =>
        refused(409, 'BETTING_CLOSED', 'Bets are closed: wait for the next round'),
    });
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Bets are closed for this round. Wait for the next round to bet.',
    );
    // Refused for good: nothing to retry.
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(figure('Balance')).toBe('$1,000.00');
    expect(site.postMessage).not.toHaveBeenCalled();

    // The next round clears it.
    FakeSocket.latest().emit({
      type: 'round',
      serverTime: iso(Date.now()),
      round: betting(9, Date.now(), 5000),
    });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('sends a bet that failed unanswered again with the same requestId', async () => {
    const now = Date.now();
    let calls = 0;
    const server = serve(() => crashStateOf(now), {
      '/play/api/crash/bet': () => (++calls === 1 ? networkDown() : placed(0.1, null, 999.9)),
    });
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Bet placed: $0.10');
    const [first, second] = server.to('/play/api/crash/bet');
    expect(second?.body.requestId).toBe(first?.body.requestId);
  });
});
