import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { iso } from '../test/crash-fixtures.ts';
import { refused } from '../test/fake-server.ts';
import { FakeSocket } from '../test/fake-socket.ts';
import { figure, renderPlay, SESSION_ID } from '../test/fixtures.tsx';
import { cards } from './decision-fixtures.ts';
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

livePageSetup();

const BJ = 'blackjack';
type Decisions = NonNullable<LiveTableState['decisions']>;

/** A hand as the engine's `seen` writes it; "??" is a card dealt face down. */
const hand = (labels: string, total: number | null, over: Record<string, unknown> = {}) => ({
  cards: labels.split(' ').map((l) => (l === '??' ? null : cards(l)[0])),
  total,
  soft: false,
  doubled: false,
  split: false,
  blackjack: false,
  bust: false,
  done: false,
  ...over,
});

/** Step `step` of round 8, closing in `msLeft`, showing `drawn` after the two eights. */
function stepRound(now: number, step: number, msLeft: number, drawn = '', kind = 'play') {
  const round = decidingRound(BJ, 8, now, msLeft, {
    step: kind,
    playerCards: cards(`8H 8S${drawn ? ` ${drawn}` : ''}`),
    revealed: 2 + (drawn ? drawn.split(' ').length : 0),
    total: 16,
    soft: false,
    dealerUpCard: cards(kind === 'insurance' ? 'AD' : '6D')[0],
    insurance: kind === 'insurance',
    peeked: false,
  });
  return { ...round, step, stepEndsAt: round.decisionsEndAt ?? '' };
}

const MAIN = [{ spot: 'main', stake: 10 }];
const part = (step: number, mine: object, over: Partial<Decisions['step'] & object> = {}) => ({
  number: step,
  deciding: true,
  decided: false,
  mine: mine as Record<string, unknown>,
  ...over,
});

const stateAt = (now: number, over: Partial<LiveTableState>): LiveTableState =>
  liveStateOf(BJ, now, {
    table: { ...liveStateOf(BJ, now).table, decisionMs: 8_000 },
    mySlips: [slip(41, 8, MAIN)],
    balance: 990,
    ...over,
  });

async function openTable() {
  renderPlay({ engine: BJ });
  await screen.findByRole('region', { name: 'Blackjack table' }, { timeout: 5000 });
  FakeSocket.latest().open();
}

const imgNames = (box: HTMLElement) =>
  within(box)
    .getAllByRole('img')
    .map((img) => img.getAttribute('aria-label'));
const buttons = (box: HTMLElement) =>
  within(box)
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('A blackjack table, step by step', () => {
  it('shows the hand and the up card, prices each choice, and sends the step with a split', async () => {
    const now = pinClock();
    const mine = { insured: null, waiting: false, hands: [hand('8H 8S', 16)] };
    let state = stateAt(now, {
      round: stepRound(now, 1, 8_000),
      decisions: {
        made: [],
        next: ['hit', 'stand', 'double', 'split'],
        win: null,
        step: part(1, mine),
      },
    });
    const server = serveTable(BJ, () => state, {
      '/play/api/table/decide': () => {
        const decisions = {
          made: ['split'],
          next: [],
          win: null,
          step: part(
            1,
            { ...mine, hands: [hand('8H ??', null), hand('8S', null)] },
            {
              decided: true,
            },
          ),
        };
        state = { ...state, decisions, balance: 980 };
        return { decisions, balance: 980 };
      },
    });
    await openTable();

    const stage = screen.getByRole('region', { name: 'Round 8, step 1' });
    expect(imgNames(within(stage).getByRole('region', { name: 'Dealer' }))).toEqual([
      'Six of diamonds',
      'Face-down card',
    ]);
    const yours = within(stage).getByRole('region', { name: 'Your hand' });
    expect(imgNames(yours)).toEqual(['Eight of hearts', 'Eight of spades']);
    expect(within(yours).getByText('16')).toBeTruthy();
    expect(screen.getByText('Step 1: 8 s to decide')).toBeTruthy();
    const choices = screen.getByRole('group', { name: 'Your choices' });
    expect(buttons(choices)).toEqual(['Hit', 'Stand', 'Double+$10.00', 'Split+$10.00']);
    expect(description(screen.getByRole('button', { name: 'Split' }))).toBe('Stakes $10.00 more');
    // The board's spots in words; betting is over.
    const board = screen.getByRole('group', { name: 'Main bet and side bet' });
    expect(
      within(board)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Main bet', 'Perfect pairs']);

    await userEvent.click(screen.getByRole('button', { name: 'Split' }));
    await waitFor(() => expect(figure('Balance')).toBe('$980.00'));
    expect(server.to('/play/api/table/decide')[0]?.body).toEqual({
      sessionId: SESSION_ID,
      decision: 'split',
      step: 1,
      requestId: expect.stringMatching(/^[\w-]{8,64}$/),
    });
    // Each hand of the split, its new card face down until the step closes.
    expect(imgNames(screen.getByRole('region', { name: 'Hand 1' }))).toEqual([
      'Eight of hearts',
      'Face-down card',
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Hand 1' })).getByText('Card to come'),
    ).toBeTruthy();
    expect(imgNames(screen.getByRole('region', { name: 'Hand 2' }))).toEqual(['Eight of spades']);
    expect(screen.queryByRole('group', { name: 'Your choices' })).toBeNull();
    const panel = screen.getByRole('region', { name: 'Your decision' });
    expect(within(panel).getByRole('status').textContent).toBe(
      'You chose Split. Your card is shown once every player has decided in this step.',
    );
  });

  it('keeps a player whose hands ran ahead waiting, their card face down, with no choice', async () => {
    const now = pinClock();
    const mine = {
      insured: null,
      waiting: true,
      hands: [hand('8H 2D 2S', 12, { doubled: true, done: true }), hand('8S ??', null)],
    };
    serveTable(BJ, () =>
      stateAt(now, {
        round: stepRound(now, 3, 5_000, '2D 2S'),
        decisions: {
          made: ['split', 'double'],
          next: [],
          win: null,
          step: part(3, mine, { deciding: false }),
        },
      }),
    );
    await openTable();
    expect(screen.getByText('Step 3: 5 s to decide')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Hand 1' })).getByText('12 · Doubled'),
    ).toBeTruthy();
    expect(imgNames(screen.getByRole('region', { name: 'Hand 2' }))).toEqual([
      'Eight of spades',
      'Face-down card',
    ]);
    expect(screen.queryByRole('group', { name: 'Your choices' })).toBeNull();
    expect(
      screen.getByText('Your next card is shown once the other players have decided on theirs.'),
    ).toBeTruthy();
    // The cards drawn so far this round, shown to everyone.
    expect(screen.getByText('Drawn so far:')).toBeTruthy();
  });

  it('asks insurance first under an ace, at half the main bet', async () => {
    const now = pinClock();
    serveTable(BJ, () =>
      stateAt(now, {
        round: stepRound(now, 1, 8_000, '', 'insurance'),
        decisions: {
          made: [],
          next: ['insurance', 'noInsurance'],
          win: null,
          step: part(1, { insured: null, waiting: false, hands: [hand('8H 8S', 16)] }),
        },
      }),
    );
    await openTable();
    expect(buttons(screen.getByRole('group', { name: 'Your choices' }))).toEqual([
      'Insurance+$5.00',
      'No insurance',
    ]);
    expect(
      screen.getByText(
        'The dealer shows an ace: take insurance? It stakes half your main bet and pays 2:1 if the dealer has blackjack.',
      ),
    ).toBeTruthy();
  });

  it('says a step had closed when a choice came too late', async () => {
    const now = pinClock();
    serveTable(
      BJ,
      () =>
        stateAt(now, {
          round: stepRound(now, 2, 4_000, '3D'),
          decisions: {
            made: ['split'],
            next: ['hit', 'stand', 'double'],
            win: null,
            step: part(2, {
              insured: null,
              waiting: false,
              hands: [hand('8H 3D', 11), hand('8S', null)],
            }),
          },
        }),
      {
        '/play/api/table/decide': () =>
          refused(409, 'BETTING_CLOSED', 'Step 2 has closed', { reason: 'STEP_CLOSED', step: 3 }),
      },
    );
    await openTable();
    await userEvent.click(screen.getByRole('button', { name: 'Hit' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That step had closed: your choice came too late, and the table took the default for you.',
    );
  });
});

describe('A blackjack round once dealt', () => {
  it('turns the dealer’s hand over and shows the player’s hands as played and the return', async () => {
    const now = pinClock();
    // 8 8 split; hand 1 takes 3 (11) and stands, hand 2 takes 10 (18), doubles onto 2: 20.
    const playerCards = [...cards('8H 8S 3D TS 2C'), ...Array(33).fill(cards('2C')[0])];
    const outcome = {
      playerCards,
      dealer: { cards: cards('6D TC 2H'), total: 18, soft: false, blackjack: false, bust: false },
      pair: 'coloured',
    };
    const dealt = decidedRound(BJ, 8, now, outcome);
    serveTable(BJ, () =>
      stateAt(now, {
        round: dealt,
        history: [dealt],
        mySlips: [
          slip(41, 8, MAIN),
          slip(42, 8, [{ spot: 'split', stake: 10 }]),
          slip(43, 8, [{ spot: 'double', stake: 10 }]),
        ],
        decisions: { made: ['split', 'stand', 'double'], next: [], win: 40 },
        balance: 1010,
      }),
    );
    await openTable();
    FakeSocket.latest();
    const result = screen.getByRole('region', { name: 'Result of round 8' });
    const dealer = within(result).getByRole('region', { name: 'Dealer' });
    expect(imgNames(dealer)).toEqual(['Six of diamonds', 'Ten of clubs', 'Two of hearts']);
    expect(within(dealer).getByText('18')).toBeTruthy();
    expect(within(result).getByRole('region', { name: 'Hand 1' }).textContent).toContain('11');
    expect(within(result).getByRole('region', { name: 'Hand 2' }).textContent).toContain(
      '20 · Doubled',
    );
    await within(result).findByText('You won $40.00');
    expect(screen.getByText('Your decisions: Split, Stand, Double')).toBeTruthy();
    // The side bet lights by the deal; the main bet, which the decisions settle, does not.
    expect(description(screen.getByRole('button', { name: 'Perfect pairs' }))).toContain(
      'won this round',
    );
    expect(description(screen.getByRole('button', { name: 'Main bet' }))).not.toContain('won');
    // The decisions' stakes are lines of the player's bets.
    const mine = screen.getByRole('table', { name: 'Your bets this round' });
    expect(
      within(mine)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['BetStake ($)', 'Main bet10.00', 'Split10.00', 'Double10.00']);
    const road = screen.getByRole('list', { name: 'Last results' });
    expect(within(road).getAllByRole('listitem')[0]?.textContent).toContain('Dealer:');
  });

  it('shows a watcher everyone’s first two cards and the next step as it comes', async () => {
    const now = pinClock();
    serveTable(BJ, () =>
      stateAt(now, { round: stepRound(now, 1, 8_000), mySlips: [], decisions: null }),
    );
    await openTable();
    expect(imgNames(screen.getByRole('region', { name: "Everyone's first two cards" }))).toEqual([
      'Eight of hearts',
      'Eight of spades',
    ]);
    expect(
      screen.getByText('You have no bets on this round: watch the hand, and bet on the next one.'),
    ).toBeTruthy();
    emit(FakeSocket.latest(), {
      type: 'round',
      serverTime: iso(now),
      round: stepRound(now, 2, 8_000, '5C'),
    });
    await screen.findByRole('region', { name: 'Round 8, step 2' });
    expect(screen.getByText('Step 2: 8 s to decide')).toBeTruthy();
  });
});
