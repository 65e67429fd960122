import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { iso } from '../test/crash-fixtures.ts';
import { networkDown, refused } from '../test/fake-server.ts';
import { FakeSocket } from '../test/fake-socket.ts';
import { figure, renderPlay, SESSION_ID } from '../test/fixtures.tsx';
import type { LiveTableState } from './get-live-state.ts';
import {
  bettingRound,
  dealtRound,
  description,
  emit,
  livePageSetup,
  liveStateOf,
  pinClock,
  SERVER_SEED,
  serveTable,
  slip,
} from './test-fixtures.ts';

const site = livePageSetup();

const phase = () =>
  screen.getByText(/^(Place your bets \d+ s|Result|Next round in \d+ s|Bets closed: dealing…)$/);

async function openTable() {
  renderPlay({ engine: 'sicbo' });
  await screen.findByRole('region', { name: 'Sic Bo table' });
  FakeSocket.latest().open();
}

async function betOn(chip: string, ...spots: string[]) {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Chip value' }), chip);
  for (const spot of spots) await userEvent.click(screen.getByRole('button', { name: spot }));
}

describe('A sic bo live table', () => {
  it('counts down, draws every spot by name, and places the slip’s chips with a requestId', async () => {
    // The clock is pinned: the countdown reads 12 s however slowly the page opens.
    const now = pinClock();
    let state: LiveTableState = liveStateOf('sicbo', now);
    const server = serveTable('sicbo', () => state, {
      '/play/api/table/bet': (body) => {
        const bets = body.bets as { spot: string; stake: number }[];
        const placed = slip(41, 8, bets);
        state = { ...state, mySlips: [placed], balance: 990 };
        return { slip: placed, balance: 990 };
      },
    });
    await openTable();
    expect(phase().textContent).toBe('Place your bets 12 s');
    expect(screen.getByText('Round 8')).toBeTruthy();
    expect(FakeSocket.latest().url).toBe(
      `ws://${window.location.host}/play/api/table/live?table=sicbo`,
    );

    // Every spot of the engine, in its blocks, named in words.
    const totals = screen.getByRole('group', { name: 'Totals' });
    expect(within(totals).getAllByRole('button')).toHaveLength(14);
    for (const name of ['Big', 'Small', 'Triple 3', 'Combination 1 and 2', 'Single 5']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    const total10 = within(totals).getByRole('button', { name: 'Total 10' });
    expect(description(total10)).toBe('pays 6:1');
    expect(description(screen.getByRole('button', { name: 'Total 4' }))).toBe('pays 60:1');

    await betOn('$5.00', 'Big', 'Total 10');
    expect(description(total10)).toBe('pays 6:1, your chips 5.00, not placed yet 5.00');
    await userEvent.click(screen.getByRole('button', { name: 'Place bets' }));

    await waitFor(() => expect(figure('Balance')).toBe('$990.00'));
    expect(server.to('/play/api/table/bet')[0]?.body).toEqual({
      sessionId: SESSION_ID,
      requestId: expect.stringMatching(/^[\w-]{8,64}$/),
      bets: [
        { spot: 'big', stake: 5 },
        { spot: 'total:10', stake: 5 },
      ],
    });
    expect(description(total10)).toBe('pays 6:1, your chips 5.00');
    const mine = screen.getByRole('table', { name: 'Your bets this round' });
    expect(
      within(mine)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['BetStake ($)Win ($)', 'Big5.00–', 'Total 105.00–']);
    expect(site.postMessage).toHaveBeenCalledWith(
      { type: 'gamehall:balance' },
      window.location.origin,
    );
  });

  it('shows a dealt round’s dice, lights the spots it paid and the win from the fresh state', async () => {
    const now = Date.now();
    const mine = [
      { spot: 'big', stake: 5 },
      { spot: 'total:10', stake: 5 },
    ];
    let state = liveStateOf('sicbo', now, { mySlips: [slip(41, 8, mine)], balance: 990 });
    const server = serveTable('sicbo', () => state);
    await openTable();

    const outcome = { dice: [4, 6, 3], total: 13, triple: false };
    const dealt = dealtRound('sicbo', 8, Date.now(), outcome);
    state = {
      ...state,
      serverTime: iso(Date.now()),
      round: dealt,
      history: [dealt],
      mySlips: [
        slip(41, 8, [
          { spot: 'big', stake: 5, win: 10 },
          { spot: 'total:10', stake: 5, win: 0 },
        ]),
      ],
      balance: 1000,
    };
    emit(FakeSocket.latest(), { type: 'round', serverTime: iso(Date.now()), round: dealt });

    const result = screen.getByRole('region', { name: 'Result of round 8' });
    expect(within(result).getByText('4, 6, 3: total 13, big')).toBeTruthy();
    expect(phase().textContent).toBe('Result');
    // The round event asks the state call again: the win and balance come from it.
    await within(result).findByText('You won $10.00');
    expect(server.to('/play/api/table/state').length).toBeGreaterThanOrEqual(2);
    expect(figure('Balance')).toBe('$1,000.00');
    expect(figure('Last win')).toBe('$10.00');

    expect(description(screen.getByRole('button', { name: 'Big' }))).toContain('won this round');
    expect(description(screen.getByRole('button', { name: 'Total 13' }))).toContain(
      'won this round',
    );
    expect(description(screen.getByRole('button', { name: 'Total 10' }))).not.toContain('won');
    expect(description(screen.getByRole('button', { name: 'Single 4' }))).toContain('won');
    expect((screen.getByRole('button', { name: 'Big' }) as HTMLButtonElement).disabled).toBe(true);

    const road = screen.getByRole('list', { name: 'Last results' });
    expect(within(road).getAllByRole('listitem')[0]?.textContent).toContain(
      'Round 8: 4, 6, 3: total 13, big',
    );
    await userEvent.click(screen.getByText('Provably fair'));
    expect(screen.getByText(SERVER_SEED)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Verify round 8' });
    const href = new URL(link.getAttribute('href') ?? '', window.location.origin);
    expect(href.pathname).toBe('/verify');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      engine: 'sicbo',
      serverSeed: SERVER_SEED,
      clientSeed: 'sicbo',
      nonce: '8',
    });
  });

  it('says in words which limit a refused bet broke', async () => {
    const now = Date.now();
    serveTable('sicbo', () => liveStateOf('sicbo', now), {
      '/play/api/table/bet': () =>
        refused(400, 'AMOUNT_OUT_OF_RANGE', 'bet #0 above the maximum', {
          betIndex: 0,
          reason: 'BET_ABOVE_MAX',
          limit: 200,
        }),
    });
    await openTable();
    await betOn('$100.00', 'Total 10', 'Total 10', 'Total 10');
    await userEvent.click(screen.getByRole('button', { name: 'Place bets' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "A spot has more than this table's maximum of $200.00, counting your bets already placed on it this round. Take chips off it and place your bets again.",
    );
  });

  it('sends the same requestId again when a bet that went unanswered is retried', async () => {
    const now = Date.now();
    let calls = 0;
    const server = serveTable('sicbo', () => liveStateOf('sicbo', now), {
      '/play/api/table/bet': (body) => {
        calls += 1;
        if (calls === 1) networkDown();
        const placed = slip(42, 8, body.bets as { spot: string; stake: number }[]);
        return { slip: placed, balance: 995 };
      },
    });
    await openTable();
    await betOn('$5.00', 'Odd');
    await userEvent.click(screen.getByRole('button', { name: 'Place bets' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(figure('Balance')).toBe('$995.00'));
    const [first, second] = server.to('/play/api/table/bet');
    expect(second?.body).toEqual(first?.body);
  });

  it('says when the bets came too late, and takes no chips once betting is over', async () => {
    // The clock is pinned, and moved on below: betting closes when the test says, not when a
    // slow run happens to get there (it would disable the board before the chips are sent).
    const now = pinClock();
    serveTable(
      'sicbo',
      () => liveStateOf('sicbo', now, { round: bettingRound('sicbo', 8, now, 1500) }),
      {
        '/play/api/table/bet': () => refused(409, 'BETTING_CLOSED', 'Bets are closed'),
      },
    );
    await openTable();
    await betOn('$5.00', 'Even');
    await userEvent.click(screen.getByRole('button', { name: 'Place bets' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Bets are closed for this round: these chips were not placed. They stay on the board — place them again when the next round opens.',
    );
    // As the words say: the chips were not sent, and are still on their spot.
    expect(description(screen.getByRole('button', { name: 'Even' }))).toBe(
      'pays 1:1, your chips 5.00, not placed yet 5.00',
    );
    vi.setSystemTime(now + 1500);
    await waitFor(() => expect(phase().textContent).toBe('Bets closed: dealing…'));
    const even = screen.getByRole('button', { name: 'Even' }) as HTMLButtonElement;
    expect(even.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Place bets' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

describe('A live table’s connection', () => {
  it('reconnects when the socket drops, fetches what it missed, and closes on leaving', async () => {
    const now = Date.now();
    const server = serveTable('sicbo', () => liveStateOf('sicbo', now));
    const view = renderPlay({ engine: 'sicbo' });
    await screen.findByRole('region', { name: 'Sic Bo table' });
    FakeSocket.latest().open();
    FakeSocket.latest().emit('not a table event');

    FakeSocket.latest().drop();
    expect(screen.getByText('Connection lost: reconnecting…')).toBeTruthy();
    await waitFor(() => expect(FakeSocket.all).toHaveLength(2), { timeout: 2000 });
    const again = FakeSocket.latest();
    again.open();
    await waitFor(() => expect(server.to('/play/api/table/state')).toHaveLength(2));
    expect(screen.queryByText('Connection lost: reconnecting…')).toBeNull();

    view.unmount();
    expect(again.closedByPage).toBe(true);
  });
});
