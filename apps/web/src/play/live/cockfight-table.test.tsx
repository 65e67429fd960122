import { cockfightEngine, type FightCard, fightCard } from '@gamehall/games';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { iso } from '../test/crash-fixtures.ts';
import { refused } from '../test/fake-server.ts';
import { FakeSocket } from '../test/fake-socket.ts';
import { figure, renderPlay, SESSION_ID } from '../test/fixtures.tsx';
import type { LiveRound, LiveTableState } from './get-live-state.ts';
import {
  bettingRound,
  dealtRound,
  description,
  emit,
  livePageSetup,
  liveStateOf,
  serveTable,
  slip,
} from './test-fixtures.ts';

livePageSetup();

const TABLE = 'cockfight';
/** The fight's number at the table (the round's nonce), apart from the round's id (8). */
const FIGHT = 1208;

const cardOf = (fight: number) => fightCard(TABLE, fight);
const wire = (card: FightCard) => card as unknown as Record<string, unknown>;

/** Odds in hundredths as the pit says them, written out here apart from the page's code. */
const odds = (hundredths: number) =>
  hundredths === 800
    ? '8:1'
    : `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}:1`;

/** Fight FIGHT taking bets, with its card. */
const fightRound = (now: number): LiveRound => ({
  ...bettingRound(TABLE, 8, now, 12_000),
  nonce: FIGHT,
  card: wire(cardOf(FIGHT)),
});

/** When the next fights' bets close: on the half second, 21 s apart. */
const closing = (now: number, i: number) => Math.floor(now / 1000) * 1000 + 33_500 + i * 21_000;

/** The state call's schedule: the five fights after FIGHT. */
const schedule = (now: number): LiveTableState['upcoming'] =>
  Array.from({ length: 5 }, (_, i) => ({
    nonce: FIGHT + 1 + i,
    card: wire(cardOf(FIGHT + 1 + i)),
    bettingEndsAt: iso(closing(now, i)),
  }));

const cockfightState = (now: number, over: Partial<LiveTableState> = {}) =>
  liveStateOf(TABLE, now, { round: fightRound(now), upcoming: schedule(now), ...over });

async function openTable() {
  renderPlay({ engine: TABLE });
  await screen.findByRole('region', { name: 'Cockfight table' });
  FakeSocket.latest().open();
}

/** The fight dealt from one uniform, by the engine itself. */
const dealFight = (u: number) =>
  cockfightEngine.dealFrom([u], wire(cardOf(FIGHT))) as unknown as Record<string, unknown>;

const dealtFight = (now: number, u: number): LiveRound => ({
  ...dealtRound(TABLE, 8, now, dealFight(u)),
  nonce: FIGHT,
  card: wire(cardOf(FIGHT)),
});

/** One side of the fight card: its heading's box. */
const sideOf = (panel: HTMLElement, name: string) => {
  const box = within(panel).getByRole('heading', { name }).parentElement;
  if (!box) throw new Error(`no ${name} on the card`);
  return box;
};

const factOf = (box: HTMLElement, term: string) =>
  within(box).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('A cockfight live table', () => {
  it('shows this fight’s card with its odds on the board, and the next five fights', async () => {
    const now = Date.now();
    // The server's clock is this device's (its time as it answers): the times shown are the
    // server's on this device's clock, so they read as written.
    serveTable(TABLE, () => ({ ...cockfightState(now), serverTime: iso(Date.now()) }));
    await openTable();
    const card = cardOf(FIGHT);

    const panel = screen.getByRole('region', { name: `Fight ${FIGHT}` });
    const meronChance = (card.meronBp * 90) / 10_000;
    const sides = [
      { name: 'Meron', bird: card.meron, chance: meronChance, pays: card.odds.meron },
      { name: 'Wala', bird: card.wala, chance: 90 - meronChance, pays: card.odds.wala },
    ];
    for (const { name, bird, chance, pays } of sides) {
      const box = sideOf(panel, name);
      expect(within(box).getByText(bird.name)).toBeTruthy();
      expect(factOf(box, 'Weight')).toBe(`${(bird.weightGrams / 1000).toFixed(3)} kg`);
      expect(factOf(box, 'Chance')).toBe(`${chance.toFixed(1)}%`);
      expect(factOf(box, 'Pays')).toBe(odds(pays));
    }
    const draw = sideOf(panel, 'Draw');
    expect(factOf(draw, 'Chance')).toBe('10.0%');
    expect(factOf(draw, 'Pays')).toBe('8:1');

    // The board: the three spots in words, each at this fight's price, not the paytable's range.
    const board = screen.getByRole('group', { name: 'Meron, wala and draw' });
    expect(
      within(board)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Meron', 'Wala', 'Draw']);
    expect(description(screen.getByRole('button', { name: 'Meron' }))).toBe(
      `pays ${odds(card.odds.meron)}`,
    );
    expect(description(screen.getByRole('button', { name: 'Wala' }))).toBe(
      `pays ${odds(card.odds.wala)}`,
    );
    expect(description(screen.getByRole('button', { name: 'Draw' }))).toBe('pays 8:1');

    // The schedule: the next five fights, their birds and odds, and when their bets close.
    const next = screen.getByRole('region', { name: 'Next fights' });
    const fights = within(next).getAllByRole('listitem');
    expect(fights).toHaveLength(5);
    fights.forEach((item, i) => {
      const c = cardOf(FIGHT + 1 + i);
      const text = item.textContent ?? '';
      expect(text).toContain(`Fight ${FIGHT + 1 + i}`);
      expect(text).toContain(`Meron ${c.meron.name} ${odds(c.odds.meron)}`);
      expect(text).toContain(`Wala ${c.wala.name} ${odds(c.odds.wala)}`);
      expect(text).toContain('Draw 8:1');
      // Local time, HH:MM:SS (toTimeString: the device's zone, written apart from the page).
      const local = new Date(closing(now, i)).toTimeString().slice(0, 8);
      expect(text).toContain(`bets close at ${local}`);
    });

    // The rules say that the odds change per fight and what a draw does.
    await userEvent.click(screen.getByText('Rules'));
    expect(screen.getByText(/The odds change from fight to fight/)).toBeTruthy();
    expect(
      screen.getByText(/a draw returns meron and wala bets and pays the draw bet 8:1/),
    ).toBeTruthy();
  });

  it('places chips on wala with its spot', async () => {
    const now = Date.now();
    let state = cockfightState(now);
    const server = serveTable(TABLE, () => state, {
      '/play/api/table/bet': (body) => {
        const placed = slip(41, 8, body.bets as { spot: string; stake: number }[]);
        state = { ...state, mySlips: [placed], balance: 995 };
        return { slip: placed, balance: 995 };
      },
    });
    await openTable();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Chip value' }), '$5.00');
    await userEvent.click(screen.getByRole('button', { name: 'Wala' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place bets' }));

    await waitFor(() => expect(figure('Balance')).toBe('$995.00'));
    expect(server.to('/play/api/table/bet')[0]?.body).toEqual({
      sessionId: SESSION_ID,
      requestId: expect.stringMatching(/^[\w-]{8,64}$/),
      bets: [{ spot: 'wala', stake: 5 }],
    });
    const mine = screen.getByRole('table', { name: 'Your bets this round' });
    expect(
      within(mine)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['BetStake ($)Win ($)', 'Wala5.00–']);
  });

  it('deals the fight: the winner on the stage, its spot lit, the road’s mark and the win', async () => {
    const now = Date.now();
    const card = cardOf(FIGHT);
    // A roll of 99,000: above every meron share (at most 10,000 + 9 × 6,500), wala wins.
    const outcome = dealFight(0.99);
    expect(outcome.winner).toBe('wala');
    const won = Number(cockfightEngine.settle('wala', 500n, outcome as never)) / 100;
    let state = cockfightState(now, { mySlips: [slip(41, 8, [{ spot: 'wala', stake: 5 }])] });
    serveTable(TABLE, () => state);
    await openTable();

    const dealt = dealtFight(Date.now(), 0.99);
    state = {
      ...state,
      serverTime: iso(Date.now()),
      round: dealt,
      history: [dealt],
      mySlips: [slip(41, 8, [{ spot: 'wala', stake: 5, win: won }])],
      balance: 995 + won,
    };
    emit(FakeSocket.latest(), { type: 'round', serverTime: iso(Date.now()), round: dealt });

    const result = screen.getByRole('region', { name: 'Result of round 8' });
    const words = `Fight ${FIGHT}: ${card.meron.name} (meron) against ${card.wala.name} (wala). Wala wins`;
    expect(within(result).getByText(words)).toBeTruthy();
    await within(result).findByText(`You won $${won.toFixed(2)}`);

    expect(description(screen.getByRole('button', { name: 'Wala' }))).toContain('won this round');
    expect(description(screen.getByRole('button', { name: 'Meron' }))).not.toContain('won');
    expect(description(screen.getByRole('button', { name: 'Draw' }))).not.toContain('won');

    const road = screen.getByRole('list', { name: 'Last results' });
    const [entry] = within(road).getAllByRole('listitem');
    expect(entry?.textContent).toBe(`WRound 8: ${words}`);
  });

  it('calls a draw a draw: the sides’ stakes come back, the draw bet wins', async () => {
    const now = Date.now();
    // A roll of 5,000: below 10,000, a draw.
    const dealt = dealtFight(now, 0.05);
    serveTable(TABLE, () => cockfightState(now, { round: dealt, history: [dealt] }));
    await openTable();

    const result = screen.getByRole('region', { name: 'Result of round 8' });
    expect(within(result).getByText(/\(wala\)\. Draw$/)).toBeTruthy();
    expect(description(screen.getByRole('button', { name: 'Draw' }))).toBe(
      'pays 8:1, won this round',
    );
    for (const side of ['Meron', 'Wala']) {
      expect(description(screen.getByRole('button', { name: side }))).toContain(
        'stake returned this round',
      );
    }
    const road = screen.getByRole('list', { name: 'Last results' });
    expect(within(road).getAllByRole('listitem')[0]?.textContent).toMatch(/^DRound 8: /);
  });

  it('says in the table’s words when the balance is too low for the chips', async () => {
    const now = Date.now();
    serveTable(TABLE, () => cockfightState(now), {
      '/play/api/table/bet': () =>
        refused(409, 'WALLET_INSUFFICIENT_FUNDS', 'Not enough money for these bets'),
    });
    await openTable();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Chip value' }), '$5.00');
    await userEvent.click(screen.getByRole('button', { name: 'Meron' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place bets' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your balance is too low for these chips. Take some off the board, or make a deposit on the site and come back.',
    );
  });
});
