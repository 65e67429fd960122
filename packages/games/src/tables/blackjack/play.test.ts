import { describe, expect, it } from 'vitest';
import { cardLabel } from '../cards/deck.ts';
import { playBlackjack } from './play.ts';
import { table } from './test-cards.ts';

/** A player's hands as labels and totals, e.g. "8C 3H TS = 21 doubled". */
const hands = (play: ReturnType<typeof playBlackjack>) =>
  play.hands.map(
    (h) =>
      `${h.cards.map(cardLabel).join(' ')} = ${h.total}${h.soft ? ' soft' : ''}${h.doubled ? ' doubled' : ''}${h.bust ? ' bust' : ''}${h.blackjack ? ' blackjack' : ''}`,
  );

describe('the decisions open to a player', () => {
  const round = table('9H 7C 5D', 'TS 7D');

  it('are hit, stand and double on two cards, hit and stand after a hit', () => {
    expect(playBlackjack(round, false, []).open).toEqual(['hit', 'stand', 'double']);
    const hit = playBlackjack(round, false, ['hit']);
    expect(hands(hit)).toEqual(['9H 7C 5D = 21']); // 21 stands by itself
    expect(hit.open).toEqual([]);
    expect(playBlackjack(round, false, ['stand']).open).toEqual([]);
    expect(playBlackjack(round, false, ['double']).open).toEqual([]);
  });

  it('offer a split of two cards of the same value, first decision only, once', () => {
    expect(playBlackjack(table('KH QD', 'TS 7D'), false, []).open).toEqual([
      'hit',
      'stand',
      'double',
      'split',
    ]);
    const eights = table('8C 8D 8H 8S 3C', 'TS 7D');
    expect(playBlackjack(eights, false, ['hit']).open).toEqual([]); // 24: bust
    const split = playBlackjack(eights, false, ['split']);
    // The first hand takes #3, another 8: no resplit, but a double after the split.
    expect(hands(split)).toEqual(['8C 8H = 16', '8D = 8']);
    expect(split.open).toEqual(['hit', 'stand', 'double']);
  });

  it('refuse anything that is not open, naming the decision', () => {
    const cases: [string, string[]][] = [
      ['9H 7C', ['split']],
      ['9H 7C', ['hit', 'double']],
      ['9H 7C', ['stand', 'hit']],
      ['9H 7C', ['insurance']],
      ['9H 7C', ['fold']],
      ['8C 8D 8H', ['split', 'split']],
    ];
    for (const [player, made] of cases) {
      expect(() => playBlackjack(table(player, 'TS 7D'), false, made)).toThrow(/is not open/);
    }
  });
});

describe('the shared player sequence', () => {
  // #1 5C, #2 6D (11), then #3 2H, #4 TS, #5 4C, #6 9S.
  const round = table('5C 6D 2H TS 4C 9S', 'TS 7D');

  it('gives the n-th card drawn to whoever draws it, whatever the others decided', () => {
    const play = (made: string[]) => hands(playBlackjack(round, false, made));
    expect(play(['stand'])).toEqual(['5C 6D = 11']);
    expect(play(['double'])).toEqual(['5C 6D 2H = 13 doubled']);
    expect(play(['hit', 'stand'])).toEqual(['5C 6D 2H = 13']);
    expect(play(['hit', 'hit'])).toEqual(['5C 6D 2H TS = 23 bust']);
    expect(playBlackjack(round, false, ['hit', 'hit']).cardsUsed).toBe(4);
  });

  it('plays a split out hand by hand: the second hand takes its card after the first ends', () => {
    // #1 8C, #2 8D, #3 3H, #4 TS, #5 2C, #6 9S, #7 7H.
    const eights = table('8C 8D 3H TS 2C 9S 7H', 'TS 7D');
    const play = (made: string[]) => playBlackjack(eights, false, made);
    // Hand 1: 8C 3H, doubles onto TS (21); hand 2: 8D and #5 2C, hits #6 9S, stands.
    const a = play(['split', 'double', 'hit', 'stand']);
    expect(hands(a)).toEqual(['8C 3H TS = 21 doubled', '8D 2C 9S = 19']);
    expect(a.open).toEqual([]);
    // Another player stands on hand 1: hand 2 takes #4 TS.
    const b = play(['split', 'stand', 'stand']);
    expect(hands(b)).toEqual(['8C 3H = 11', '8D TS = 18']);
    // A third one does not split: their first hit is #3 as well.
    expect(hands(play(['hit', 'stand']))).toEqual(['8C 8D 3H = 19']);
    // Hand 1 hits to 21 and stands by itself: hand 2 takes the next card, #5.
    const c = play(['split', 'hit']);
    expect(hands(c)).toEqual(['8C 3H TS = 21', '8D 2C = 10']);
    expect(c.open).toEqual(['hit', 'stand', 'double']);
    // A bust ends hand 1 the same way.
    const bust = playBlackjack(table('8C 8D 5H 9S 4C', 'TS 7D'), false, ['split', 'hit']);
    expect(hands(bust)).toEqual(['8C 5H 9S = 22 bust', '8D 4C = 12']);
  });

  it('gives split aces one card each, with no decision, and a split ace and ten 21 only', () => {
    const aces = playBlackjack(table('AC AD 9H TS 5C', 'TS 7D'), false, ['split']);
    expect(hands(aces)).toEqual(['AC 9H = 20 soft', 'AD TS = 21 soft']); // no blackjack
    expect(aces.hands.map((h) => h.done)).toEqual([true, true]);
    expect(aces.open).toEqual([]);
  });

  it('counts an ace 11 while it does not bust the hand', () => {
    const soft = table('AC 6D 5H 9S', 'TS 7D');
    expect(hands(playBlackjack(soft, false, []))).toEqual(['AC 6D = 17 soft']);
    expect(hands(playBlackjack(soft, false, ['hit']))).toEqual(['AC 6D 5H = 12']);
    expect(hands(playBlackjack(soft, false, ['hit', 'hit']))).toEqual(['AC 6D 5H 9S = 21']);
  });
});

describe('insurance and the dealer peek', () => {
  it('asks insurance first when the dealer shows an ace, then plays on', () => {
    const round = table('9H 7C', 'AS 7D');
    expect(playBlackjack(round, true, []).open).toEqual(['insurance', 'noInsurance']);
    const insured = playBlackjack(round, true, ['insurance']);
    expect([insured.insured, insured.open]).toEqual([true, ['hit', 'stand', 'double']]);
    // Insurance is never asked later, nor twice.
    expect(() => playBlackjack(round, true, ['noInsurance', 'insurance'])).toThrow(/not open/);
    expect(() => playBlackjack(round, false, ['insurance'])).toThrow(/not open/);
  });

  it('ends the round at the peek when the dealer has blackjack', () => {
    const underAce = table('9H 7C', 'AS KD');
    expect(playBlackjack(underAce, true, ['noInsurance']).open).toEqual([]);
    const underTen = table('9H 7C', 'KD AS');
    expect(playBlackjack(underTen, false, []).open).toEqual([]);
    expect(() => playBlackjack(underTen, false, ['hit'])).toThrow(/not open/);
  });

  it('leaves a player blackjack nothing to decide but insurance (even money)', () => {
    const natural = table('AH KC', 'AS 7D');
    expect(playBlackjack(natural, true, []).open).toEqual(['insurance', 'noInsurance']);
    const play = playBlackjack(natural, true, ['noInsurance']);
    expect([hands(play), play.open]).toEqual([['AH KC = 21 soft blackjack'], []]);
  });

  it('fills the choices left open with the defaults at the end of the window', () => {
    const round = table('9H 7C', 'AS 7D');
    const play = playBlackjack(round, true, [], true);
    expect([play.insured, hands(play), play.open]).toEqual([false, ['9H 7C = 16'], []]);
    const split = playBlackjack(table('8C 8D 3H TS', 'TS 7D'), false, ['split'], true);
    expect(hands(split)).toEqual(['8C 3H = 11', '8D TS = 18']);
  });
});
