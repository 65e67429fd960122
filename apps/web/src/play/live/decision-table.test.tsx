import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { iso } from '../test/crash-fixtures.ts';
import { networkDown, refused } from '../test/fake-server.ts';
import { FakeSocket } from '../test/fake-socket.ts';
import { figure, renderPlay, SESSION_ID } from '../test/fixtures.tsx';
import { cards, threeCardHand } from './decision-fixtures.ts';
import type { LiveTableState } from './get-live-state.ts';
import {
  decidedRound,
  decidingRound,
  description,
  emit,
  livePageSetup,
  liveStateOf,
  pinClock,
  serveTable,
  slip,
} from './test-fixtures.ts';

// The tables where players decide, by stand-ins of their engines (decision-fixtures.ts).
vi.mock('@gamehall/games', async (importOriginal) => {
  const games = await importOriginal<typeof import('@gamehall/games')>();
  const { DECISION_ENGINES } = await import('./decision-fixtures.ts');
  return { ...games, LIVE_ENGINES: { ...games.LIVE_ENGINES, ...DECISION_ENGINES } };
});

livePageSetup();

const TCP = 'three-card-poker';

/** The hand everyone plays: a pair of queens; the dealer's king high, turned over after. */
const PLAYER = threeCardHand('QH QS 7C', 'pair');
const DEALER = threeCardHand('KS 9D 4C', 'highCard');
const TCP_OUTCOME = { player: PLAYER, dealer: DEALER, dealerQualifies: true, winner: 'player' };

const ANTE = { spot: 'ante', stake: 5 };
const PAIR_PLUS = { spot: 'pairPlus', stake: 2 };

/** A three card poker table deciding round 8 for 10 s more, the player's bets `bets`. */
const deciding = (
  now: number,
  bets: { spot: string; stake: number }[],
  over: Partial<LiveTableState> = {},
): LiveTableState =>
  liveStateOf(TCP, now, {
    table: { ...liveStateOf(TCP, now).table, decisionMs: 10_000 },
    round: decidingRound(TCP, 8, now, 10_000, { player: PLAYER }),
    mySlips: bets.length > 0 ? [slip(41, 8, bets)] : [],
    decisions: bets.length > 0 ? { made: [], next: ['play', 'fold'], win: null } : null,
    balance: 993,
    ...over,
  });

async function openTable(name = 'Three Card Poker', engine = TCP) {
  renderPlay({ engine });
  // The page's chunk loads on first use (play-app.tsx): a busy run may take a while.
  await screen.findByRole('region', { name: `${name} table` }, { timeout: 5000 });
  FakeSocket.latest().open();
}

const imgNames = (box: HTMLElement) =>
  within(box)
    .getAllByRole('img')
    .map((img) => img.getAttribute('aria-label'));

const phase = () => screen.getByText(/^(Decide: \d+ s|Result|Decisions closed: .*)$/);

describe('A three card poker table while players decide', () => {
  it('deals the hand face up and the dealer’s face down, and sends Play with a requestId', async () => {
    const now = pinClock();
    let state = deciding(now, [ANTE, PAIR_PLUS]);
    const server = serveTable(TCP, () => state, {
      '/play/api/table/decide': () => {
        const decisions = { made: ['play'], next: [], win: null };
        state = {
          ...state,
          mySlips: [...state.mySlips, slip(42, 8, [{ spot: 'play', stake: 5 }])],
          decisions,
          balance: 988,
        };
        return { decisions, balance: 988 };
      },
    });
    await openTable();

    // The clock is pinned: the countdown reads what the round says, however slow the run.
    expect(phase().textContent).toBe('Decide: 10 s');
    const deal = screen.getByRole('region', { name: 'Round 8: the hand to decide on' });
    const hand = within(deal).getByRole('region', { name: 'Your hand' });
    expect(imgNames(hand)).toEqual(['Queen of hearts', 'Queen of spades', 'Seven of clubs']);
    expect(within(hand).getByText('Pair')).toBeTruthy();
    const dealer = within(deal).getByRole('region', { name: 'Dealer' });
    expect(imgNames(dealer)).toEqual(['Face-down card', 'Face-down card', 'Face-down card']);
    expect(within(deal).queryByRole('region', { name: 'Flop' })).toBeNull();

    // One button per decision open, named in words; play stakes the ante again.
    const choices = screen.getByRole('group', { name: 'Your choices' });
    expect(
      within(choices)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Play+$5.00', 'Fold']);
    const play = screen.getByRole('button', { name: 'Play' });
    expect(description(play)).toBe('Stakes $5.00 more');
    expect(play.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fold' }).getAttribute('aria-describedby')).toBe(
      null,
    );
    // Betting is over: the board takes no chips.
    expect((screen.getByRole('button', { name: 'Ante' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(play);
    await waitFor(() => expect(figure('Balance')).toBe('$988.00'));
    expect(server.to('/play/api/table/decide')[0]?.body).toEqual({
      sessionId: SESSION_ID,
      decision: 'play',
      requestId: expect.stringMatching(/^[\w-]{8,64}$/),
    });
    const panel = screen.getByRole('region', { name: 'Your decision' });
    expect(within(panel).getByRole('status').textContent).toBe('You chose Play');
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Fold' })).toBeNull();
    // The play's stake is a line of the player's bets; these bets return together.
    const mine = screen.getByRole('table', { name: 'Your bets this round' });
    await waitFor(() =>
      expect(
        within(mine)
          .getAllByRole('row')
          .map((r) => r.textContent),
      ).toEqual(['BetStake ($)', 'Ante5.00', 'Pair plus2.00', 'Play5.00']),
    );
  });

  it('sends the same requestId again when a decision that went unanswered is retried', async () => {
    const now = pinClock();
    let calls = 0;
    const server = serveTable(TCP, () => deciding(now, [ANTE]), {
      '/play/api/table/decide': () => {
        calls += 1;
        if (calls === 1) networkDown();
        return { decisions: { made: ['play'], next: [], win: null }, balance: 988 };
      },
    });
    await openTable();
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The connection was lost.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(figure('Balance')).toBe('$988.00'));
    const [first, second] = server.to('/play/api/table/decide');
    expect(first?.body.requestId).toEqual(expect.any(String));
    expect(second?.body).toEqual(first?.body);
    expect(screen.getByText('You chose Play')).toBeTruthy();
  });

  it('says in the table’s words why a decision was refused', async () => {
    const now = pinClock();
    serveTable(TCP, () => deciding(now, [ANTE]), {
      '/play/api/table/decide': () => refused(409, 'BETTING_CLOSED', 'Decisions are closed'),
    });
    await openTable();
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Decisions are closed for this round: your choice came too late, and the table took the default for you.',
    );
    // A refusal is an answer: nothing to retry.
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows a player without bets the hand and the countdown, but no decision to make', async () => {
    const now = pinClock();
    serveTable(TCP, () => deciding(now, []));
    await openTable();
    expect(phase().textContent).toBe('Decide: 10 s');
    const hand = screen.getByRole('region', { name: 'Your hand' });
    expect(imgNames(hand)).toHaveLength(3);
    expect(screen.queryByRole('group', { name: 'Your choices' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Fold' })).toBeNull();
    expect(
      screen.getByText('You have no bets on this round: watch the hand, and bet on the next one.'),
    ).toBeTruthy();
  });
});

describe('A three card poker round once dealt', () => {
  it('turns the dealer’s cards over and shows what the bets returned by the decisions', async () => {
    const now = pinClock();
    const bets = [ANTE, PAIR_PLUS];
    let state = deciding(now, bets, {
      mySlips: [slip(41, 8, bets), slip(42, 8, [{ spot: 'play', stake: 5 }])],
      decisions: { made: ['play'], next: [], win: null },
      balance: 988,
    });
    const server = serveTable(TCP, () => state);
    await openTable();
    expect(screen.getByText('You chose Play')).toBeTruthy();

    // The decisions close: the round is dealt, and the state call brings the return.
    const dealt = decidedRound(TCP, 8, now, TCP_OUTCOME);
    state = {
      ...state,
      serverTime: iso(now),
      round: dealt,
      history: [dealt],
      decisions: { made: ['play'], next: [], win: 26 },
      balance: 1014,
    };
    emit(FakeSocket.latest(), { type: 'round', serverTime: iso(now), round: dealt });

    const result = screen.getByRole('region', { name: 'Result of round 8' });
    expect(phase().textContent).toBe('Result');
    const dealer = within(result).getByRole('region', { name: 'Dealer' });
    expect(imgNames(dealer)).toEqual(['King of spades', 'Nine of diamonds', 'Four of clubs']);
    expect(within(dealer).getByText('High card · qualifies')).toBeTruthy();
    expect(imgNames(within(result).getByRole('region', { name: 'Your hand' }))).toEqual([
      'Queen of hearts',
      'Queen of spades',
      'Seven of clubs',
    ]);
    expect(
      within(result).getByText(
        'Dealer: High card, qualifies. Your hand: Pair. Your hand is higher.',
      ),
    ).toBeTruthy();
    // The return is the state call's decisions.win: the bets' own wins stay null here.
    await within(result).findByText('You won $26.00');
    expect(server.to('/play/api/table/state').length).toBeGreaterThanOrEqual(2);
    // The frame hears of the balance from an effect of the same answer: a moment later.
    await waitFor(() => expect(figure('Balance')).toBe('$1,014.00'));
    expect(figure('Last win')).toBe('$26.00');
    expect(screen.getByText('You chose Play')).toBeTruthy();
    // The side bet lit by the engine's settlement; the ante, which a decision settles, not.
    expect(description(screen.getByRole('button', { name: 'Pair plus' }))).toContain(
      'won this round',
    );
    expect(description(screen.getByRole('button', { name: 'Ante' }))).not.toContain('won');
    const road = screen.getByRole('list', { name: 'Last results' });
    expect(within(road).getAllByRole('listitem')[0]?.textContent).toContain(
      'Round 8: Dealer: High card, qualifies. Your hand: Pair. Your hand is higher.',
    );
  });

  it('says the table folded for a player who did not decide in time, and that nothing came back', async () => {
    const now = pinClock();
    const dealt = decidedRound(TCP, 8, now, { ...TCP_OUTCOME, winner: 'dealer' });
    serveTable(TCP, () =>
      liveStateOf(TCP, now, {
        round: dealt,
        history: [dealt],
        mySlips: [slip(41, 8, [ANTE])],
        decisions: { made: [], next: [], win: 0 },
        balance: 995,
      }),
    );
    await openTable();
    const result = screen.getByRole('region', { name: 'Result of round 8' });
    expect(within(result).getByText('No win this round')).toBeTruthy();
    const panel = screen.getByRole('region', { name: 'Your decision' });
    expect(within(panel).getByRole('status').textContent).toBe('Folded: no decision in time');
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
  });
});

describe('A casino hold’em table while players decide', () => {
  it('deals the hand and the flop, the dealer’s two face down, and prices the call at two antes', async () => {
    const now = pinClock();
    const visible = {
      player: cards('AH KH'),
      flop: cards('QH JH 2C'),
      flopHand: { category: 'highCard', value: 0, ranks: [] },
    };
    serveTable('casino-holdem', () =>
      liveStateOf('casino-holdem', now, {
        round: decidingRound('casino-holdem', 8, now, 10_000, visible),
        mySlips: [slip(41, 8, [{ spot: 'ante', stake: 10 }])],
        decisions: { made: [], next: ['call', 'fold'], win: null },
      }),
    );
    await openTable("Casino Hold'em", 'casino-holdem');
    expect(phase().textContent).toBe('Decide: 10 s');
    expect(imgNames(screen.getByRole('region', { name: 'Your hand' }))).toEqual([
      'Ace of hearts',
      'King of hearts',
    ]);
    expect(imgNames(screen.getByRole('region', { name: 'Flop' }))).toEqual([
      'Queen of hearts',
      'Jack of hearts',
      'Two of clubs',
    ]);
    expect(imgNames(screen.getByRole('region', { name: 'Dealer' }))).toEqual([
      'Face-down card',
      'Face-down card',
    ]);
    expect(description(screen.getByRole('button', { name: 'Call' }))).toBe('Stakes $20.00 more');
    expect(screen.getByRole('button', { name: 'Fold' })).toBeTruthy();
    // The board's spots in words, and the rules from the engine's paytable.
    const board = screen.getByRole('group', { name: 'Ante and side bet' });
    expect(
      within(board)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Ante', 'AA bonus']);
    await userEvent.click(screen.getByText('Rules'));
    const rules = screen.getByRole('table', { name: 'Bets, payouts, house edge and limits' });
    expect(
      within(rules)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.firstElementChild?.textContent),
    ).toEqual(['Ante', 'AA bonus']);
  });
});
