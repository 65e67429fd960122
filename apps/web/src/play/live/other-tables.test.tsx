import { LIVE_ENGINES } from '@gamehall/games';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { iso } from '../test/crash-fixtures.ts';
import { FakeSocket } from '../test/fake-socket.ts';
import { renderPlay } from '../test/fixtures.tsx';
import {
  bettingRound,
  dealtRound,
  description,
  emit,
  livePageSetup,
  liveStateOf,
  pinClock,
  serveTable,
} from './test-fixtures.ts';

livePageSetup();

async function openTable(engine: string, name: string) {
  renderPlay({ engine });
  await screen.findByRole('region', { name: `${name} table` });
  FakeSocket.latest().open();
}

describe('A dragon tiger live table', () => {
  it('deals its two cards, marks the winner, then opens the next round', async () => {
    // The clock is pinned: the next round's countdown reads 15 s however slow the run.
    const now = pinClock();
    const outcome = {
      dragon: { rank: 13, suit: 'spades' },
      tiger: { rank: 4, suit: 'diamonds' },
      winner: 'dragon',
      suitedTie: false,
    };
    const dealt = dealtRound('dragon-tiger', 8, now, outcome);
    let state = liveStateOf('dragon-tiger', now, { round: dealt, history: [dealt] });
    const server = serveTable('dragon-tiger', () => state);
    await openTable('dragon-tiger', 'Dragon Tiger');

    const board = screen.getByRole('group', { name: 'Dragon, tiger and ties' });
    expect(
      within(board)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Dragon', 'Tiger', 'Tie', 'Suited tie']);
    const result = screen.getByRole('region', { name: 'Result of round 8' });
    expect(within(result).getByText('K♠')).toBeTruthy();
    expect(within(result).getByText('4♦')).toBeTruthy();
    expect(
      within(result).getByText('Dragon: King of spades; tiger: Four of diamonds. Dragon wins'),
    ).toBeTruthy();
    expect(within(result).getByText('You had no bets on this round.')).toBeTruthy();
    expect(description(screen.getByRole('button', { name: 'Dragon' }))).toBe(
      'pays 1:1, won this round',
    );
    expect(description(screen.getByRole('button', { name: 'Tiger' }))).toBe('pays 1:1');
    const road = screen.getByRole('list', { name: 'Last results' });
    expect(within(road).getByText('D')).toBeTruthy();

    // The next round opens: bets are taken again, the last result stays on the stage, still.
    const next = bettingRound('dragon-tiger', 9, Date.now(), 15_000);
    state = { ...state, serverTime: iso(Date.now()), round: next };
    emit(FakeSocket.latest(), { type: 'round', serverTime: iso(Date.now()), round: next });
    expect(screen.getByText('Place your bets 15 s')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Last result: round 8' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Tiger' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(description(screen.getByRole('button', { name: 'Dragon' }))).toBe('pays 1:1');
    await waitFor(() => expect(server.to('/play/api/table/state')).toHaveLength(2));

    emit(FakeSocket.latest(), {
      type: 'totals',
      totals: { roundId: 9, players: 3, spots: { tiger: 120, tie: 5 } },
    });
    expect(screen.getByText('3 players betting')).toBeTruthy();
    expect(description(screen.getByRole('button', { name: 'Tiger' }))).toBe(
      'pays 1:1, table total 120.00',
    );
  });
});

/** Each table's spots as the brief names them, and a result dealt by the engine itself. */
const TABLES = [
  { engine: 'fish-prawn-crab', names: ['Fish', 'Pair fish and crab', 'Triple deer'] },
  { engine: 'sedie', names: ['4 red', '3 white, 1 red', 'Even'] },
  { engine: 'fantan', names: ['Fan 2', 'Nim 1 over 2', 'Kwok 1-2', 'Kwok 4-1', 'Odd'] },
  { engine: 'niuniu', names: ['Player 2 equal', 'Player 2 bull bull', 'Player 3 equal'] },
];

describe.each(TABLES)('A $engine live table', ({ engine, names }) => {
  it('names every spot of its engine and draws a dealt result', async () => {
    const game = LIVE_ENGINES[engine];
    if (!game) throw new Error(`no engine ${engine}`);
    const uniforms = Array.from({ length: game.uniforms }, (_, i) => ((i * 7 + 3) % 10) / 10);
    const outcome = game.dealFrom(uniforms) as Record<string, unknown>;
    const now = Date.now();
    const dealt = dealtRound(engine, 8, now, outcome);
    serveTable(engine, () => liveStateOf(engine, now, { round: dealt, history: [dealt] }));
    await openTable(engine, engine);

    const spots = screen
      .getAllByRole('button')
      .map((b) => b.getAttribute('data-spot'))
      .filter(Boolean);
    expect(spots).toHaveLength(game.spots.length);
    expect(new Set(spots)).toEqual(new Set(game.spots));
    for (const name of names) expect(screen.getByRole('button', { name })).toBeTruthy();

    const result = screen.getByRole('region', { name: 'Result of round 8' });
    expect(within(result).getByRole('status').textContent).toBe('You had no bets on this round.');
    const won = game.spots.filter((s) => game.settle(s, 100n, outcome) > 100n);
    const lit = screen
      .getAllByRole('button')
      .filter((b) => description(b).includes('won this round'))
      .map((b) => b.getAttribute('data-spot'));
    expect(lit.sort()).toEqual(won.sort());
    expect(
      within(screen.getByRole('list', { name: 'Last results' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  });
});
