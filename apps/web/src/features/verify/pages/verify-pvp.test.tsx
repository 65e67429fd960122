import { createHash } from 'node:crypto';
import { bestOfSeven, type Card, PVP_ENGINES, pvpDeck } from '@gamehall/games';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { VerifyPage } from './verify-page.tsx';

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <VerifyPage />
    </MemoryRouter>,
  );

const SUITS: Record<string, string> = { clubs: '♣', diamonds: '♦', hearts: '♥', spades: '♠' };
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const text = (card: Card) => `${RANKS[card.rank - 1]}${SUITS[card.suit]}`;
const texts = (cards: readonly Card[]) => cards.map(text);

/** The hand as the engine the server runs deals it: its own start, the deck of the seed. */
function dealt<S>(engine: string, fair: FairLike, seats: number[], button: number): S {
  const start = PVP_ENGINES[engine]?.start;
  if (!start) throw new Error(`no engine ${engine}`);
  return start({
    seats: seats.map((seat) => ({ seat, stack: 1_000_000n })),
    button,
    stake: 100n,
    deck: pvpDeck(fair),
  }) as S;
}
type FairLike = { serverSeed: string; clientSeed: string; nonce: number };

/** Where each engine's state keeps the dealt cards (its state.ts). */
type HoldemState = { seats: { seat: number; hole: Card[] }[]; runout: Card[] };
type CardsState = { seats: { seat: number; cards: Card[] }[] };

/** Zha jin hua's hand by its README, ace high, A-2-3 a straight (K-A-2 none). */
function zhajinhuaWords(cards: readonly Card[]) {
  const ranks = cards.map((c) => (c.rank === 1 ? 14 : c.rank)).sort((a, b) => a - b);
  const [a, b, c] = ranks as [number, number, number];
  const flush = cards.every((x) => x.suit === cards[0]?.suit);
  const straight = (c - a === 2 && a !== b && b !== c) || (a === 2 && b === 3 && c === 14);
  if (a === c) return 'Trail (three of a kind)';
  if (straight && flush) return 'Straight flush (pure sequence)';
  if (flush) return 'Flush (color)';
  if (straight) return 'Straight (sequence)';
  if (a === b || b === c) return 'Pair';
  return a === 2 && b === 3 && c === 5
    ? 'High card · 2-3-5 of mixed suits: beats a trail'
    : 'High card';
}

/** Niu niu's bull by its README: three cards summing to a multiple of ten, the other two N. */
function bullWords(cards: readonly Card[]) {
  const points = cards.map((c) => Math.min(c.rank, 10));
  const total = points.reduce((x, y) => x + y, 0);
  const three = [0, 1, 2, 3, 4].some((i) =>
    [0, 1, 2, 3, 4].some(
      (j) => j > i && (total - (points[i] as number) - (points[j] as number)) % 10 === 0,
    ),
  );
  if (!three) return 'No bull';
  return total % 10 === 0 ? 'Bull bull' : `Bull ${total % 10}`;
}

const POKER_WORDS: Record<string, string> = {
  highCard: 'High card',
  pair: 'Pair',
  twoPair: 'Two pair',
  threeOfAKind: 'Three of a kind',
  straight: 'Straight',
  flush: 'Flush',
  fullHouse: 'Full house',
  fourOfAKind: 'Four of a kind',
  straightFlush: 'Straight flush',
  royalFlush: 'Royal flush',
};

const link = (engine: string, fair: FairLike, seats: string, button: string) =>
  `/verify?${new URLSearchParams({ engine, ...fair, nonce: String(fair.nonce), seats, button })}`;

const gameChoice = () =>
  (screen.getByRole('combobox', { name: 'Game' }) as HTMLSelectElement).selectedOptions[0]
    ?.textContent;
const field = (name: RegExp | string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const factOf = (region: HTMLElement, term: string) =>
  within(region).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

/** The hands table's rows: the row's name, then each cell's cards (as text) or words. */
function handRows(result: HTMLElement) {
  const hands = within(result).getByRole('table', { name: 'Hands' });
  return within(hands)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      row.querySelector('th')?.textContent,
      ...[...row.querySelectorAll('td')].map((cell) => {
        const cards = within(cell).queryAllByRole('img');
        return cards.length ? cards.map((c) => c.textContent) : cell.textContent;
      }),
    ]);
}

describe('VerifyPage, card rooms', () => {
  it('lists the card rooms in their own group of the game picker', () => {
    renderAt('/verify');
    const group = screen.getByRole('group', { name: 'Card rooms' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Zha jin hua (teen patti)',
      "Texas hold'em",
      'Niu niu with banker grab',
      'Hong Kong mahjong',
    ]);
    expect(screen.queryByRole('textbox', { name: /Seats dealt in/ })).toBeNull();
  });

  it('deals a hold’em hand from the game’s link: seats, board, deal order, deck order', async () => {
    const fair = { serverSeed: 'ab'.repeat(32), clientSeed: 'MT001-3-1', nonce: 42 };
    renderAt(link('holdem', fair, '0,1,4', '1'));
    expect(gameChoice()).toBe("Texas hold'em");
    expect(screen.getByText(/The client seed is the table and the nonce is the hand/)).toBeTruthy();
    expect(field(/Seats dealt in/).value).toBe('0,1,4');
    expect(field("Button's seat").value).toBe('1');
    expect(field('Client seed').value).toBe('MT001-3-1');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    const state = dealt<HoldemState>('holdem', fair, [0, 1, 4], 1);
    const hole = (seat: number) => texts(state.seats.find((s) => s.seat === seat)?.hole ?? []);
    const result = screen.getByRole('region', { name: 'Recomputed round' });
    expect(
      within(result).getByText(createHash('sha256').update(fair.serverSeed).digest('hex')),
    ).toBeTruthy();
    const board = within(result).getByText('Board', { selector: 'dt' }).nextElementSibling;
    expect(
      within(board as HTMLElement)
        .getAllByRole('img')
        .map((c) => c.textContent),
    ).toEqual(texts(state.runout));
    // Each hand with the whole board, by the poker evaluator of the games package.
    const best = (seat: number) => {
      const hand = bestOfSeven([
        ...(state.seats.find((s) => s.seat === seat)?.hole ?? []),
        ...state.runout,
      ]);
      return [texts(hand.best), POKER_WORDS[hand.category]];
    };
    expect(handRows(result)).toEqual([
      ['Seat 0', hole(0), ...best(0)],
      ['Seat 1 (button)', hole(1), ...best(1)],
      ['Seat 4', hole(4), ...best(4)],
    ]);
    expect(factOf(result, "Dealt from the button's left")).toBe('Seat 4, Seat 0, Seat 1 (button)');

    // Three seats: hole cards 0–5, burn 6, flop 7–9, burn 10, turn 11, burn 12, river 13.
    const deck = within(result).getByRole('table', { name: 'Deck order: the cards the deal took' });
    const deckRows = within(deck)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('td')].map((c) => c.textContent));
    const cards = texts(pvpDeck(fair));
    const to = ['Seat 4', 'Seat 0', 'Seat 1 (button)'];
    expect(deckRows).toEqual(
      [...to, ...to, 'Burnt', 'Board', 'Board', 'Board', 'Burnt', 'Board', 'Burnt', 'Board'].map(
        (who, p) => [String(p + 1), cards[p], who],
      ),
    );
    expect(result.textContent).toContain('The other 38 cards of the deck (positions 15–52)');
    expect(result.textContent).not.toMatch(/verify_|\{\{/);
  });

  it('deals zha jin hua and niu niu hands: each seat’s cards and its hand in words', async () => {
    const fair = { serverSeed: '0f'.repeat(32), clientSeed: 'ZJH002-1-2', nonce: 1234 };
    const zjhView = renderAt(link('zhajinhua', fair, '5,2,0', '0'));
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const zjh = dealt<CardsState>('zhajinhua', fair, [0, 2, 5], 0);
    let result = screen.getByRole('region', { name: 'Recomputed round' });
    expect(handRows(result)).toEqual(
      [...zjh.seats]
        .sort((a, b) => a.seat - b.seat)
        .map((s) => [
          s.seat === 0 ? 'Seat 0 (button)' : `Seat ${s.seat}`,
          texts(s.cards),
          zhajinhuaWords(s.cards),
        ]),
    );
    expect(within(result).queryByText('Board', { selector: 'dt' })).toBeNull();
    zjhView.unmount();

    renderAt(link('niuniu-grab', fair, '1,3', '1'));
    expect(gameChoice()).toBe('Niu niu with banker grab');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const niuniu = dealt<CardsState>('niuniu-grab', fair, [1, 3], 1);
    result = screen.getByRole('region', { name: 'Recomputed round' });
    expect(handRows(result)).toEqual(
      niuniu.seats.map((s) => [
        s.seat === 1 ? 'Seat 1 (button)' : `Seat ${s.seat}`,
        texts(s.cards),
        bullWords(s.cards),
      ]),
    );
    expect(factOf(result, "Dealt from the button's left")).toBe('Seat 3, Seat 1 (button)');
    expect(result.textContent).toContain('the banker is drawn from them in order');
  });

  it('says in words why seats or a button cannot be dealt, and deals nothing', async () => {
    const fair = { serverSeed: '12'.repeat(32), clientSeed: 'ZJH001-1-1', nonce: 3 };
    renderAt(link('zhajinhua', fair, '0,2', '0'));
    const seats = field(/Seats dealt in/);
    const button = field("Button's seat");
    const verifyWith = async (seatsText: string, buttonText: string) => {
      await userEvent.clear(seats);
      if (seatsText) await userEvent.type(seats, seatsText);
      await userEvent.clear(button);
      if (buttonText) await userEvent.type(button, buttonText);
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(screen.queryByRole('region', { name: 'Recomputed round' })).toBeNull();
      return screen.getByRole('alert').textContent;
    };
    expect(await verifyWith('0,9', '0')).toBe(
      "This game's tables have seats 0 to 5: check the seats and the button.",
    );
    expect(await verifyWith('0,x', '0')).toMatch(/^Enter the seats dealt in as seat numbers/);
    expect(await verifyWith('0,2', '')).toMatch(/^Enter the seats dealt in as seat numbers/);
    expect(await verifyWith('0,2', '1')).toBe(
      "The button's seat must be one of the seats dealt in.",
    );
    expect(await verifyWith('2,2', '2')).toBe(
      'A seat is listed twice: list each seat dealt in once.',
    );
    expect(await verifyWith('4', '4')).toBe(
      'This game deals 2 to 6 seats: check the seats dealt in.',
    );
    // Fixed, the hand is dealt and the alert goes.
    await userEvent.clear(seats);
    await userEvent.type(seats, '0,2');
    await userEvent.clear(button);
    await userEvent.type(button, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('region', { name: 'Recomputed round' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clears a live table filled in as the client seed when a card room is picked', async () => {
    renderAt(`/verify?serverSeed=${'a'.repeat(64)}&nonce=7`);
    const game = screen.getByRole('combobox', { name: 'Game' });
    await userEvent.selectOptions(game, 'Dragon tiger');
    expect(field('Client seed').value).toBe('dragon-tiger');
    await userEvent.selectOptions(game, "Texas hold'em");
    expect(field('Client seed').value).toBe('');
    expect(field(/Seats dealt in/)).toBeTruthy();
    await userEvent.type(field('Client seed'), 'MT001-1-1');
    await userEvent.selectOptions(game, 'Zha jin hua (teen patti)');
    expect(field('Client seed').value).toBe('MT001-1-1');
    await userEvent.selectOptions(game, 'European roulette');
    expect(screen.queryByRole('textbox', { name: /Seats dealt in/ })).toBeNull();
  });
});
