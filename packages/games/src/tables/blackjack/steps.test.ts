import { describe, expect, it } from 'vitest';
import type { Card, Suit } from '../baccarat/cards.ts';
import type { StepFrame, StepSeat } from '../live/steps.ts';
import { mulberry32 } from '../testing/mulberry32.ts';
import { BLACKJACK_UNIFORMS, type BlackjackOutcome, blackjackFromCards } from './deal.ts';
import { blackjackPlay, blackjackEngine as engine } from './engine.ts';
import { type SeenPlay, seenPlay } from './seen.ts';
import { table } from './test-cards.ts';

const steps =
  engine.steps ??
  (() => {
    throw new Error('blackjack runs in steps');
  })();
const main = (stake = 100n) => new Map([['main', stake]]);
const seat = (id: number, made: string[] = [], bets = main()): StepSeat => ({ id, bets, made });
/** The cards a seen hand shows, as labels; "??" face down. */
const labels = (cards: readonly (Card | null)[]) =>
  cards.map((c) => (c ? `${'A23456789TJQK'[c.rank - 1]}${c.suit[0]?.toUpperCase()}` : '??'));

describe('the steps of a blackjack round', () => {
  it('asks insurance alone first under an ace, of those it is offered to', () => {
    const round = table('9H 7C 5D', 'AS KD'); // the dealer has blackjack
    const seats = [seat(1), seat(2, [], main(1n)), seat(3, [], new Map([['perfectPairs', 5n]]))];
    const first = steps.frame(round, seats);
    // The 1-unit main is not offered insurance: it waits, and sees nothing of the peek.
    expect(first).toEqual({ kind: 'insurance', deciding: [1], revealed: 2 });
    expect(steps.shown(round, first)).toMatchObject({ step: 'insurance', peeked: false });
    const lone = steps.seen(round, first, main(1n), []);
    expect(lone).toMatchObject({ waiting: false, insured: null });
    // Once every answer is in, the dealer's blackjack ends the round: nobody decides.
    expect(steps.frame(round, [seat(1, ['insurance']), seats[1] as StepSeat])).toEqual({
      kind: 'play',
      deciding: [],
      revealed: 38,
    });
  });

  it('shows each card once nobody with a choice can still draw it; a split ace waits', () => {
    // #3 is 5D, #4 9S, #5 KC, #6 2H.
    const round = table('AH AC 5D 9S KC 2H', 'TS 7D');
    const start = [seat(1), seat(2)];
    expect(steps.frame(round, start)).toEqual({ kind: 'play', deciding: [1, 2], revealed: 2 });
    // Step 1: player 1 splits the aces (two cards, #3 and #4, and done); player 2 hits (#3).
    const after1 = [seat(1, ['split']), seat(2, ['hit'])];
    const frame2 = steps.frame(round, after1);
    expect(frame2).toEqual({ kind: 'play', deciding: [2], revealed: 3 });
    // #4 is player 2's next card: player 1 sees their second ace's card face down.
    const mine = steps.seen(round, frame2, main(), ['split']) as { hands: { cards: Card[] }[] };
    expect(mine.hands.map((h) => labels(h.cards))).toEqual([
      ['AH', '5D'],
      ['AC', '??'],
    ]);
    expect(steps.shown(round, frame2)).toMatchObject({ revealed: 3, peeked: true });
    expect(labels((steps.shown(round, frame2) as { playerCards: Card[] }).playerCards)).toEqual([
      'AH',
      'AC',
      '5D',
    ]);
    // Step 2: player 2 stands (A A 5 soft 17): nobody has a choice left, all is shown.
    expect(steps.frame(round, [seat(1, ['split']), seat(2, ['hit', 'stand'])])).toMatchObject({
      deciding: [],
    });
  });

  it('passes over a seat whose bets cannot play its decisions (a main bet refused late)', () => {
    const round = table('9H 7C 5D', 'TS 7D');
    const noMain = seat(2, ['hit'], new Map([['perfectPairs', 5n]]));
    expect(steps.frame(round, [seat(1), noMain])).toEqual({
      kind: 'play',
      deciding: [1],
      revealed: 2,
    });
    expect(steps.seen(round, steps.frame(round, [noMain]), noMain.bets, noMain.made)).toBeNull();
  });

  it('keeps a player whose hands ran ahead waiting, their next card face down', () => {
    const round = table('8H 8C 2D 2S 9C', 'TS 7D');
    // Step 1: player 1 splits (hand 1 takes #3), player 2 hits (#3). Step 2: player 1
    // doubles hand 1 (#4), so hand 2 takes #5 at once; player 2 hits again (#4) on 20.
    const frame3 = steps.frame(round, [seat(1, ['split', 'double']), seat(2, ['hit', 'hit'])]);
    // #5 would be player 2's next card: player 1 waits with it face down.
    expect(frame3).toEqual({ kind: 'play', deciding: [2], revealed: 4 });
    const mine = seenPlay(round, ['split', 'double'], frame3.revealed);
    expect(mine.waiting).toBe(true);
    expect(mine.hands.map((h) => [labels(h.cards), h.total, h.done])).toEqual([
      [['8H', '2D', '2S'], 12, true],
      [['8C', '??'], null, false],
    ]);
    // Player 2 stands: player 1's card is shown and they decide on their second hand.
    const frame4 = steps.frame(round, [
      seat(1, ['split', 'double']),
      seat(2, ['hit', 'hit', 'stand']),
    ]);
    expect(frame4).toEqual({ kind: 'play', deciding: [1], revealed: 5 });
    expect(seenPlay(round, ['split', 'double'], 5).hands[1]).toMatchObject({
      total: 17,
      done: false,
    });
  });
});

/** A random card, aces and tens more often than a shoe deals them: more splits and 21s. */
function randomCard(rnd: () => number): Card {
  const suits: Suit[] = ['clubs', 'diamonds', 'hearts', 'spades'];
  const r = rnd();
  const rank = r < 0.2 ? 1 : r < 0.45 ? 10 + Math.floor(rnd() * 4) : 2 + Math.floor(rnd() * 8);
  return { rank, suit: suits[Math.floor(rnd() * 4)] as Suit };
}

function randomRound(rnd: () => number): BlackjackOutcome {
  const cards = Array.from({ length: BLACKJACK_UNIFORMS }, () => randomCard(rnd));
  const [first, second] = cards as [Card, Card];
  if (rnd() < 0.5) cards[1] = { ...second, rank: first.rank }; // a pair to split
  if (rnd() < 0.3) cards[2] = { rank: 1, suit: 'spades' }; // the dealer shows an ace
  return blackjackFromCards(cards);
}

/** The same round with every player card from position `from` on drawn again. */
function redrawnFrom(round: BlackjackOutcome, from: number, rnd: () => number) {
  const playerCards = round.playerCards.map((c, i) => (i < from ? c : randomCard(rnd)));
  return { ...round, playerCards };
}

/** Everything a page is sent while the step of `frame` is open (no outcome). */
function sentAt(round: BlackjackOutcome, frame: StepFrame, seats: StepSeat[]) {
  return {
    frame,
    shown: steps.shown(round, frame),
    seats: seats.map((s) => ({
      seen: steps.seen(round, frame, s.bets, s.made),
      next: frame.deciding.includes(s.id) ? engine.nextDecisions(round, s.bets, s.made) : [],
    })),
  };
}

describe('random rounds played in steps', () => {
  it('never send a card someone may still draw, and end within the bound', () => {
    const rnd = mulberry32(20261127);
    for (let n = 0; n < 2_000; n++) {
      const round = randomRound(rnd);
      const seats = Array.from({ length: 1 + Math.floor(rnd() * 4) }, (_, i) =>
        seat(i + 1, [], rnd() < 0.1 ? main(1n) : main()),
      );
      let revealed = 0;
      let stepsTaken = 0;
      for (let frame = steps.frame(round, seats); frame.deciding.length > 0; ) {
        stepsTaken += 1;
        expect(stepsTaken).toBeLessThanOrEqual(steps.maxSteps);
        expect(frame.revealed).toBeGreaterThanOrEqual(revealed);
        revealed = frame.revealed;
        for (const s of seats) {
          const play = blackjackPlay(round, s.bets, s.made);
          // The next card of every player with a choice is not shown.
          if (play && play.open.length > 0) expect(play.cardsUsed).toBeGreaterThanOrEqual(revealed);
          // What a player sees of their hands is their cards, up to the revealed ones.
          const seen = steps.seen(round, frame, s.bets, s.made) as unknown as SeenPlay;
          for (const [h, hand] of seen.hands.entries()) {
            for (const [c, card] of hand.cards.entries()) {
              if (card) expect(card).toEqual(play?.hands[h]?.cards[c]);
            }
          }
          expect(seen.hands.flatMap((h) => h.cards).filter(Boolean).length).toBeLessThanOrEqual(
            Math.max(2, revealed),
          );
        }
        // Nothing sent depends on a card past the revealed ones.
        const sent = sentAt(round, frame, seats);
        const other = redrawnFrom(round, revealed, rnd);
        expect(sentAt(other, steps.frame(other, seats), seats)).toEqual(sent);
        // Each decider decides (at random), the rest wait.
        for (const s of seats) {
          if (!frame.deciding.includes(s.id)) continue;
          const open = engine.nextDecisions(round, s.bets, s.made);
          (s.made as string[]).push(open[Math.floor(rnd() * open.length)] as string);
        }
        frame = steps.frame(round, seats);
      }
    }
  }, 30_000);

  it('show a whole round, once decided, as the engine plays it', () => {
    const rnd = mulberry32(34);
    for (let n = 0; n < 2_000; n++) {
      const round = randomRound(rnd);
      const made: string[] = [];
      for (let open = engine.nextDecisions(round, main(), made); open.length > 0; ) {
        made.push(open[Math.floor(rnd() * open.length)] as string);
        open = engine.nextDecisions(round, main(), made);
      }
      const play = blackjackPlay(round, main(), made);
      const seen = seenPlay(round, made, 38);
      expect(seen).toEqual({
        insured: play?.insured,
        waiting: false,
        hands: play?.hands,
      });
    }
  }, 30_000);

  it('ask insurance the same whether or not the dealer has blackjack under the ace', () => {
    const withBlackjack = table('9H 7C 5D', 'AS KD');
    const without = table('9H 7C 5D', 'AS 7D');
    const seats = [seat(1), seat(2, [], main(1n))];
    expect(sentAt(withBlackjack, steps.frame(withBlackjack, seats), seats)).toEqual(
      sentAt(without, steps.frame(without, seats), seats),
    );
  });
});
