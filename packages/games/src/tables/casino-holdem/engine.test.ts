import { describe, expect, it } from 'vitest';
import type { TableLimits } from '../limits.ts';
import { checkLiveBets, settleLiveBets } from '../live/engine.ts';
import { cardsFromLabels } from '../poker-hands/codes.ts';
import { TableBetError } from '../table-bet-error.ts';
import { casinoHoldemFromCards } from './deal.ts';
import { type CasinoHoldemBetType, casinoHoldemEngine as engine } from './engine.ts';

/** Player's two cards, the dealer's two, then the board. */
const deal = (labels: string) => casinoHoldemFromCards(cardsFromLabels(labels));
const bets = (ante: bigint, aaBonus = 0n) =>
  new Map(Object.entries({ ante, aaBonus }).filter(([, stake]) => stake > 0n));
/** Returns of ante 10 (and AA bonus 10 when asked) on a call, and on a fold. */
const both = (labels: string, aaBonus = 0n) => {
  const o = deal(labels);
  return [
    engine.settleWith(o, bets(10n, aaBonus), ['call']),
    engine.settleWith(o, bets(10n, aaBonus), ['fold']),
  ];
};

describe("reading casino hold'em spots", () => {
  it('has an ante and an AA bonus spot; the call stake is no spot to bet on', () => {
    expect(engine.spots).toEqual(['ante', 'aaBonus']);
    expect(engine.betTypes).toEqual(['ante', 'aaBonus']);
    for (const spot of engine.spots) expect(engine.readType(spot)).toEqual({ type: spot, spot });
    const bad = [
      '',
      'call',
      'fold',
      'Ante',
      'ante ',
      'ante\n',
      'aabonus',
      'AA',
      'aaBonus:1',
      'bonus',
      'constructor',
      '__proto__',
      'hasOwnProperty',
    ];
    for (const spot of bad) expect([spot, engine.readType(spot)]).toEqual([spot, null]);
  });
});

describe('the decision window', () => {
  const outcome = deal('AS AD 4C 4D KH 7S 2C 9D 3H');

  it("shows the player's cards and the flop, never the dealer, the turn or the river", () => {
    const shown = engine.visible(outcome);
    expect(shown).toEqual({
      player: cardsFromLabels('AS AD'),
      flop: cardsFromLabels('KH 7S 2C'),
      flopHand: { category: 'pair', value: expect.any(Number), ranks: [14, 14, 13, 7, 2] },
    });
    const text = JSON.stringify(shown);
    for (const hidden of ['"rank":4,', '"rank":9,', '"rank":3,'])
      expect(text).not.toContain(hidden);
    expect(JSON.parse(text)).toEqual(shown);
  });

  it('asks call or fold once of a player with an ante, nothing of the AA bonus alone', () => {
    expect(engine.decisionTypes).toEqual(['call', 'fold']);
    expect(engine.nextDecisions(outcome, bets(10n, 5n), [])).toEqual(['call', 'fold']);
    expect(engine.nextDecisions(outcome, bets(10n), ['call'])).toEqual([]);
    expect(engine.nextDecisions(outcome, bets(10n), ['fold'])).toEqual([]);
    expect(engine.nextDecisions(outcome, bets(0n, 5n), [])).toEqual([]);
    expect(engine.defaultDecision(outcome, bets(10n), [])).toBe('fold');
  });

  it('stakes two antes on call, nothing on fold', () => {
    expect(engine.stakeOf('call', bets(25n, 5n), [])).toEqual({ spot: 'call', stake: 50n });
    expect(engine.stakeOf('fold', bets(25n), [])).toBeNull();
    expect(() => engine.stakeOf('play', bets(25n), [])).toThrow(RangeError);
    expect(() => engine.stakeOf('call', bets(0n, 5n), [])).toThrow(RangeError);
    expect(() => engine.stakeOf('call', bets(25n), ['fold'])).toThrow(RangeError);
  });
});

describe("settling casino hold'em", () => {
  it('pays the ante by the table and pushes the call when the dealer does not qualify', () => {
    // A-K high against 3-2 (no pair): ante 1:1 = 20, call 20 back.
    expect(both('AS KD 3C 2D 9H 7S 5C JD 8H')).toEqual([40n, 0n]);
    // The player's heart flush: ante 2:1 = 30, call 20 back.
    expect(both('AH KH 3C 2D 9H 7H 5C JD 8H')).toEqual([50n, 0n]);
    // The dealer's pair of threes beats ace high but does not qualify: ante 20, call 20.
    expect(both('AC JD 3S 3H KC 9D 5H 7S 2C')).toEqual([40n, 0n]);
  });

  it('pays the ante by the table and the call 1:1 when the player beats a qualifier', () => {
    // Aces against the weakest qualifier, a pair of fours: ante 20 + call 40.
    expect(both('AS AD 4C 4D KH 7S 2C 9D 3H')).toEqual([60n, 0n]);
    // Full house 3:1 (40) + call 40; quads 10:1 (110) + 40; straight flush 20:1 (210) + 40;
    // royal flush 100:1 (1,010) + 40.
    expect(both('8S 8D KC KD 8H 2S 2C QD 5H')).toEqual([80n, 0n]);
    expect(both('9S 9D KC KD 9H 9C 2D 5S JH')).toEqual([150n, 0n]);
    expect(both('5H 6H AC AD 7H 8H 9H 2C 2S')).toEqual([250n, 0n]);
    expect(both('AS KS QD QC QS JS TS 2D 3C')).toEqual([1_050n, 0n]);
  });

  it('pushes both on a tie and takes both when a qualifying dealer is higher', () => {
    // Both play the board's K K Q Q with an ace kicker.
    expect(both('AC 3D AH 2S KC KD QH QS 9C')).toEqual([30n, 0n]);
    expect(both('7C 2D AH AS KC 9D 5H 4S 3C')).toEqual([0n, 0n]);
  });

  it('pays the AA bonus on the two cards and the flop, whatever the decision', () => {
    // Aces on the flop: 7:1 = 80 on 10, on top of the ante and call.
    expect(both('AS AD 4C 4D KH 7S 2C 9D 3H', 10n)).toEqual([60n + 80n, 80n]);
    // A full house on the flop 30:1, quads 40:1, a straight flush 50:1, a royal 100:1.
    expect(both('8S 8D KC KD 8H 2S 2C QD 5H', 10n)[1]).toBe(310n);
    expect(both('9S 9D KC KD 9H 9C 2D 5S JH', 10n)[1]).toBe(410n);
    expect(both('5H 6H AC AD 7H 8H 9H 2C 2S', 10n)[1]).toBe(510n);
    expect(both('AS KS QD QC QS JS TS 2D 3C', 10n)[1]).toBe(1_010n);
    // Kings on the flop lose; two pair of 7s and 2s pays 7:1; a flush 20:1; trips, 7:1.
    const bonus = (labels: string) => engine.settle('aaBonus', 10n, deal(labels));
    expect(bonus('KS KD 4C 4D 8H 7S 2C 9D 3H')).toBe(0n);
    expect(bonus('7S 2D 4C 4D 7H 2S QC 9D 3H')).toBe(80n);
    expect(bonus('AH 2H 4C 4D 7H 9H QH 9D 3S')).toBe(210n);
    expect(bonus('3S 3D 4C 4D 3H 9H QH 9D 2S')).toBe(80n);
    // A straight made only with the turn does not count: the flop is A-K-Q-J and a ten later.
    expect(bonus('AS KD 4C 4D QH JS 2C TD 3H')).toBe(0n);
  });

  it('folds by default, and refuses decisions the rules do not allow', () => {
    const o = deal('AS AD 4C 4D KH 7S 2C 9D 3H');
    expect(engine.settleWith(o, bets(10n, 10n), [])).toBe(80n);
    expect(engine.settleWith(o, bets(0n, 10n), [])).toBe(80n);
    expect(() => engine.settleWith(o, bets(10n), ['call', 'fold'])).toThrow(RangeError);
    expect(() => engine.settleWith(o, bets(10n), ['play'])).toThrow(RangeError);
    expect(() => engine.settleWith(o, bets(0n, 10n), ['call'])).toThrow(RangeError);
    expect(() => engine.settleWith(o, new Map([['call', 20n]]), [])).toThrow();
  });

  it('settles a bet alone as its player folding: the ante loses, the AA bonus pays', () => {
    const o = deal('AS AD 4C 4D KH 7S 2C 9D 3H');
    expect(engine.settle('ante', 10n, o)).toBe(0n);
    expect(engine.settle('aaBonus', 3n, o)).toBe(24n);
    expect(() => engine.settle('call', 3n, o)).toThrow();
    const results = settleLiveBets(
      engine,
      [
        { spot: 'ante', stake: 10n },
        { spot: 'aaBonus', stake: 10n },
      ],
      o,
    );
    expect(results.map((r) => [r.spot, r.result, r.win])).toEqual([
      ['ante', 'lose', 0n],
      ['aaBonus', 'win', 80n],
    ]);
  });
});

describe("casino hold'em bets against the table limits", () => {
  const limits: TableLimits<CasinoHoldemBetType> = {
    perBet: { ante: { min: 100n, max: 10_000n }, aaBonus: { min: 100n, max: 2_000n } },
    maxTotal: 11_000n,
  };
  const refusal = (list: { spot: string; stake: bigint }[], placed = [] as typeof list) => {
    try {
      checkLiveBets(engine, list, limits, placed);
    } catch (e) {
      if (e instanceof TableBetError) return [e.code, e.betIndex];
    }
    return null;
  };

  it('accepts a legal round and refuses unknown spots and stakes outside the limits', () => {
    const read = checkLiveBets(
      engine,
      [
        { spot: 'ante', stake: 100n },
        { spot: 'aaBonus', stake: 2_000n },
      ],
      limits,
    );
    expect(read.map((b) => [b.spot, b.type])).toEqual([
      ['ante', 'ante'],
      ['aaBonus', 'aaBonus'],
    ]);
    expect(refusal([{ spot: 'call', stake: 200n }])).toEqual(['BET_INVALID', 0]);
    expect(refusal([{ spot: 'ante', stake: -1n }])).toEqual(['BET_INVALID', 0]);
    expect(refusal([{ spot: 'ante', stake: 99n }])).toEqual(['BET_BELOW_MIN', 0]);
    expect(refusal([{ spot: 'aaBonus', stake: 2_001n }])).toEqual(['BET_ABOVE_MAX', 0]);
    expect(refusal([{ spot: 'ante', stake: 5_000n }], [{ spot: 'ante', stake: 5_001n }])).toEqual([
      'BET_ABOVE_MAX',
      0,
    ]);
    expect(
      refusal([
        { spot: 'ante', stake: 10_000n },
        { spot: 'aaBonus', stake: 1_001n },
      ]),
    ).toEqual(['ROUND_ABOVE_MAX', undefined]);
  });
});
