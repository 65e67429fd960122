import { describe, expect, it } from 'vitest';
import type { BlackjackOutcome } from './deal.ts';
import { blackjackEngine as engine } from './engine.ts';
import { table } from './test-cards.ts';

const main = (stake: bigint) => new Map([['main', stake]]);
/** What a main bet of 100 returns (its decisions' stakes included). */
const returns = (outcome: BlackjackOutcome, decisions: string[] = [], stake = 100n) =>
  engine.settleWith(outcome, main(stake), decisions);

describe('settling the main bet', () => {
  it('pays a blackjack 3:2, floored, and pushes it against a dealer blackjack', () => {
    const natural = table('AH KC', 'TS 7D');
    expect([returns(natural), returns(natural, [], 5n), returns(natural, [], 1n)]).toEqual([
      250n,
      12n, // 5 + 7.5 → 12
      2n, // 1 + 1.5 → 2
    ]);
    expect(returns(table('AH KC', 'TS AD'))).toBe(100n);
  });

  it('takes the main bet at the peek on a dealer blackjack, under a ten or an ace', () => {
    expect(returns(table('9H 7C', 'KD AS'))).toBe(0n);
    expect(engine.nextDecisions(table('9H 7C', 'KD AS'), main(100n), [])).toEqual([]);
    expect(returns(table('9H 7C', 'AS KD'), ['noInsurance'])).toBe(0n);
  });

  it('pays insurance 2:1 on a dealer blackjack and loses it otherwise', () => {
    expect(returns(table('9H 7C', 'AS KD'), ['insurance'])).toBe(150n); // 3 × 50
    expect(returns(table('9H TC', 'AS 7D'), ['insurance', 'stand'])).toBe(200n); // 19 > 18
    // Insuring a blackjack is even money: 250 back on 150 staked, whatever the hole card.
    expect(returns(table('AH KC', 'AS KD'), ['insurance'])).toBe(250n);
    expect(returns(table('AH KC', 'AS 7D'), ['insurance'])).toBe(250n);
    expect(returns(table('AH KC', 'AS 7D'), ['noInsurance'])).toBe(250n);
    // Half of an odd main bet, floored: 2 on 5; a main bet of 1 is not asked.
    expect(returns(table('9H 7C', 'AS KD'), ['insurance'], 5n)).toBe(6n);
    expect(engine.nextDecisions(table('9H 7C', 'AS KD'), main(1n), [])).toEqual([]);
  });

  it('doubles the bet for one card', () => {
    expect(returns(table('5C 6D TS', 'TS 7D'), ['double'])).toBe(400n);
    expect(returns(table('5C 6D 2H', 'TS 7D'), ['double'])).toBe(0n);
    expect(returns(table('5C 6D 6H', 'TS 7D'), ['double'])).toBe(200n); // 17 = 17: push
  });

  it('plays split hands one after the other, each for the main bet', () => {
    const eights = table('8C 8D 3H TS 2C 9S', 'TS 7D');
    // Hand 1: 8 3 doubled onto a ten, 21: 400; hand 2: 8 2 9 = 19 > 17: 200.
    expect(returns(eights, ['split', 'double', 'hit', 'stand'])).toBe(600n);
    // Hand 1: 11 stands and loses; hand 2: 8 T = 18 wins.
    expect(returns(eights, ['split', 'stand', 'stand'])).toBe(200n);
    // Split aces: one card each; an ace and a ten is 21 paid 1:1, not a blackjack.
    expect(returns(table('AC AD 9H TS', 'TS 9D'), ['split'])).toBe(400n);
    expect(returns(table('AC AD 9H 8S', 'TS 9D'), ['split'])).toBe(300n); // 20 wins, 19 pushes
  });

  it('loses a bust even when the dealer busts, pushes a tie, pays a dealer bust', () => {
    expect(returns(table('TC 6D 9S', 'TS 6H KC'), ['hit'])).toBe(0n);
    expect(returns(table('TC 7D', 'TS 7H'), ['stand'])).toBe(100n);
    expect(returns(table('TC 2D', '6S TH 9C'), ['stand'])).toBe(200n); // dealer 25
  });

  it('counts soft hands, and the dealer stands on soft 17', () => {
    expect(returns(table('AC 6D', 'TS 7H'), ['stand'])).toBe(100n); // soft 17 = 17
    expect(returns(table('AC 6D 5H', 'TS 7H'), ['hit', 'stand'])).toBe(0n); // hard 12
    const soft17 = table('TC 8D', '6H AS 5C');
    expect(soft17.dealer).toMatchObject({ total: 17, soft: true, bust: false });
    expect(soft17.dealer.cards).toHaveLength(2);
    expect(returns(soft17, ['stand'])).toBe(200n);
    // Soft 16 draws: 5 A 6 is hard 12, then 5 C makes 17.
    const soft16 = table('TC 8D', '5H AS 6C 5C');
    expect(soft16.dealer).toMatchObject({ total: 17, soft: false });
    expect(soft16.dealer.cards).toHaveLength(4);
  });

  it('settles a bet alone with the default decisions: no insurance, stand', () => {
    expect(engine.settle('main', 100n, table('5C 6D TS', 'TS 7D'))).toBe(0n); // 11 < 17
    expect(engine.settle('main', 100n, table('TC 9D', 'AS 7D'))).toBe(200n);
    expect(() => engine.settle('double', 100n, table('TC 9D', 'AS 7D'))).toThrow();
  });
});

describe('the perfect pairs side bet', () => {
  it('pays a mixed pair 6:1, a coloured pair 12:1, a perfect pair 25:1', () => {
    const pays = (player: string) => engine.settle('perfectPairs', 10n, table(player, 'TS 7D'));
    expect([pays('8C 8C'), pays('8H 8D'), pays('8S 8C'), pays('8H 8S'), pays('KH QH')]).toEqual([
      260n,
      130n,
      130n,
      70n,
      0n,
    ]);
  });

  it('adds to the main bet in settleWith, even against a dealer blackjack', () => {
    const bets = new Map([
      ['main', 100n],
      ['perfectPairs', 10n],
    ]);
    expect(engine.settleWith(table('8C 8C', 'KD AS'), bets, [])).toBe(260n);
    const sideOnly = new Map([['perfectPairs', 10n]]);
    expect(engine.nextDecisions(table('8C 8C', 'TD 7S'), sideOnly, [])).toEqual([]);
    expect(engine.settleWith(table('8C 8C', 'TD 7S'), sideOnly, [])).toBe(260n);
    expect(() => engine.settleWith(table('8C 8C', 'TD 7S'), sideOnly, ['stand'])).toThrow();
  });
});
