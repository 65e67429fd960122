// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../test/i18n.ts';
import { cards, threeCardHand, threeCardPokerFixture } from './decision-fixtures.ts';
import {
  betsOf,
  currentDecisions,
  decisionCost,
  defaultsTaken,
  hiddenDealerCards,
  pokerWords,
  settledDeal,
  visibleDeal,
} from './decision-table.ts';
import { slip } from './test-fixtures.ts';

const t = testI18n.t.bind(testI18n);

describe('a decision table’s deal as the page reads it', () => {
  it('reads three card poker’s hand and casino hold’em’s cards and flop', () => {
    expect(visibleDeal({ player: threeCardHand('QH QS 7C', 'pair') })).toMatchObject({
      player: cards('QH QS 7C'),
      playerHand: 'pair',
      board: [],
      dealer: [],
    });
    expect(
      visibleDeal({
        player: cards('AH KH'),
        flop: cards('QH JH 2C'),
        flopHand: { category: 'highCard' },
      }),
    ).toMatchObject({ player: cards('AH KH'), board: cards('QH JH 2C'), playerHand: 'highCard' });
    expect(hiddenDealerCards('three-card-poker', 0)).toBe(3);
    expect(hiddenDealerCards('casino-holdem', 0)).toBe(2);
    // A blackjack dealer's up card shown: one more face down.
    expect(hiddenDealerCards('blackjack', 1)).toBe(1);
  });

  it('shows nothing rather than breaking on a shape it does not know', () => {
    expect(visibleDeal(null)).toBeNull();
    expect(visibleDeal({ player: [{ rank: 14, suit: 'hearts' }] })).toBeNull();
    expect(visibleDeal({ player: 'QH' })).toBeNull();
    expect(settledDeal({ player: cards('AH KH') })).toBeNull();
    expect(
      settledDeal({
        player: cards('AH KH'),
        dealer: cards('2C 3C'),
        board: 'x',
        winner: 'nobody',
        playerHand: { category: 'not a category!' },
      }),
    ).toMatchObject({ board: [], winner: null, playerHand: null, dealerQualifies: null });
  });

  it('says a dealt round in words, by the cards when the hand has no category', () => {
    const deal = settledDeal({
      player: cards('AH KH'),
      dealer: cards('2C 3D'),
      board: cards('QH JH TH 4S 5S'),
      playerHand: { category: 'royalFlush' },
      dealerQualifies: false,
      winner: 'player',
    });
    expect(deal && pokerWords(t, deal)).toBe(
      'Dealer: Two of clubs, Three of diamonds, does not qualify. Your hand: Royal flush. Your hand is higher.',
    );
  });
});

describe('a player’s decisions', () => {
  const bets = betsOf(threeCardPokerFixture, [
    slip(41, 8, [
      { spot: 'ante', stake: 5.1 },
      { spot: 'pairPlus', stake: 2 },
    ]),
    slip(42, 8, [{ spot: 'play', stake: 5.1 }]),
  ]);

  it('reads the bets placed, not a decision’s stake, and prices a decision by the engine', () => {
    expect(bets).toEqual(
      new Map([
        ['ante', 510n],
        ['pairPlus', 200n],
      ]),
    );
    expect(decisionCost(threeCardPokerFixture, 'play', bets, [])).toBe(5.1);
    expect(decisionCost(threeCardPokerFixture, 'fold', bets, [])).toBeNull();
  });

  it('finds the defaults the table took when the window closed on a choice', () => {
    expect(defaultsTaken(threeCardPokerFixture, {}, bets, [])).toEqual(['fold']);
    expect(defaultsTaken(threeCardPokerFixture, {}, bets, ['play'])).toEqual([]);
    expect(defaultsTaken(threeCardPokerFixture, {}, new Map([['pairPlus', 200n]]), [])).toEqual([]);
  });

  it('keeps the later of the state call’s decisions and a decision’s answer', () => {
    const open = { made: [], next: ['play', 'fold'], win: null };
    const played = { made: ['play'], next: [], win: null };
    const answer = { roundId: 8, at: 1_000, decisions: played };
    // The state call fetched before the decision lists none: the answer is later.
    expect(currentDecisions(8, open, 2_000, answer)).toEqual(played);
    // Not about this round or this phase: the answer alone.
    expect(currentDecisions(8, undefined, 2_000, answer)).toEqual(played);
    // Once dealt, the state call's return.
    expect(currentDecisions(8, { ...played, win: 26 }, 2_000, answer)).toEqual({
      ...played,
      win: 26,
    });
    // An answer of another round is forgotten.
    expect(currentDecisions(9, null, 2_000, answer)).toBeNull();
  });
});
