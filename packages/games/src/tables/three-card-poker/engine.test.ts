import { describe, expect, it } from 'vitest';
import type { TableLimits } from '../limits.ts';
import { checkLiveBets, settleLiveBets } from '../live/engine.ts';
import { cardsFromLabels } from '../poker-hands/codes.ts';
import { TableBetError } from '../table-bet-error.ts';
import { threeCardPokerFromCards } from './deal.ts';
import { threeCardPokerEngine as engine, type ThreeCardPokerBetType } from './engine.ts';
import { optimalDecision } from './strategy.ts';

/** Player's three cards, then the dealer's. */
const deal = (labels: string) => threeCardPokerFromCards(cardsFromLabels(labels));
const bets = (ante: bigint, pairPlus = 0n) =>
  new Map(Object.entries({ ante, pairPlus }).filter(([, stake]) => stake > 0n));

describe('reading three card poker spots', () => {
  it('has an ante and a pair plus spot; the play stake is no spot to bet on', () => {
    expect(engine.spots).toEqual(['ante', 'pairPlus']);
    expect(engine.betTypes).toEqual(['ante', 'pairPlus']);
    for (const spot of engine.spots) expect(engine.readType(spot)).toEqual({ type: spot, spot });
    const bad = [
      '',
      'play',
      'fold',
      'Ante',
      'ante ',
      ' ante',
      'ante\n',
      'pairplus',
      'pair-plus',
      'pairPlus:1',
      'sixCardBonus',
      'constructor',
      '__proto__',
      'toString',
    ];
    for (const spot of bad) expect([spot, engine.readType(spot)]).toEqual([spot, null]);
  });
});

describe('the decision window', () => {
  const outcome = deal('KC KD 2H QS 9D 4C');

  it('shows the player hand only, never the dealer', () => {
    const shown = engine.visible(outcome);
    expect(shown).toEqual({ player: outcome.player });
    expect(JSON.stringify(shown)).not.toContain('dealer');
    expect(JSON.parse(JSON.stringify(shown))).toEqual(shown);
  });

  it('asks play or fold once of a player with an ante, nothing of pair plus alone', () => {
    expect(engine.decisionTypes).toEqual(['play', 'fold']);
    expect(engine.nextDecisions(outcome, bets(10n, 5n), [])).toEqual(['play', 'fold']);
    expect(engine.nextDecisions(outcome, bets(10n), ['play'])).toEqual([]);
    expect(engine.nextDecisions(outcome, bets(10n), ['fold'])).toEqual([]);
    expect(engine.nextDecisions(outcome, bets(0n, 5n), [])).toEqual([]);
    expect(engine.defaultDecision(outcome, bets(10n), [])).toBe('fold');
  });

  it('stakes one ante on play, nothing on fold', () => {
    expect(engine.stakeOf('play', bets(25n, 5n), [])).toEqual({ spot: 'play', stake: 25n });
    expect(engine.stakeOf('fold', bets(25n), [])).toBeNull();
    expect(() => engine.stakeOf('raise', bets(25n), [])).toThrow(RangeError);
    expect(() => engine.stakeOf('play', bets(0n, 5n), [])).toThrow(RangeError);
    expect(() => engine.stakeOf('play', bets(25n), ['play'])).toThrow(RangeError);
  });
});

describe('settling three card poker', () => {
  /** Returns of ante 10 and pair plus 10 when the player plays, and when they fold. */
  const both = (labels: string) => {
    const o = deal(labels);
    return [
      engine.settleWith(o, bets(10n, 10n), ['play']),
      engine.settleWith(o, bets(10n, 10n), ['fold']),
    ];
  };

  it('pays the ante and pushes the play when the dealer does not qualify', () => {
    // 5-6-7 straight: ante 20 + bonus 1:1 10 + play 10 back = 40; pair plus 6:1 = 70.
    expect(both('5C 6D 7H JS 9H 4C')).toEqual([40n + 70n, 0n + 70n]);
    // Jack high beats nothing here but the dealer's jack-nine: ante 20, play 10; a pair plus
    // of high card loses.
    expect(both('JC TD 8H JS 9D 7C')).toEqual([30n, 0n]);
  });

  it('pays ante and play 1:1 when the player beats a qualifying dealer', () => {
    // Pair of kings against queen high: ante 20 + play 20; pair plus 1:1 = 20.
    expect(both('KC KD 2H QS 9D 4C')).toEqual([40n + 20n, 0n + 20n]);
    // Q-K-A straight flush against aces: ante 20 + bonus 5:1 50 + play 20 = 90; 40:1 = 410.
    expect(both('QS KS AS AC AD 5H')).toEqual([90n + 410n, 410n]);
  });

  it('pushes both on a tie, takes both when the dealer is higher (the bonus stands)', () => {
    expect(both('AC 7D 4H AS 7H 4C')).toEqual([20n, 0n]);
    expect(both('QC 6D 4H KS 2D 7C')).toEqual([0n, 0n]);
    // Trips lose to the dealer's straight flush, yet the ante bonus 4:1 pays 40; 30:1 = 310.
    expect(both('8S 8D 8H 2C 3C 4C')).toEqual([40n + 310n, 310n]);
  });

  it('pays pair plus on a flush 4:1 whatever the decision and the dealer', () => {
    // A flush beats a pair in three-card poker: ante 20 + play 20 when playing; 4:1 = 50.
    expect(both('2H 9H 5H AC AD 5D')).toEqual([40n + 50n, 50n]);
  });

  it('folds by default, and refuses decisions the rules do not allow', () => {
    const o = deal('KC KD 2H QS 9D 4C');
    expect(engine.settleWith(o, bets(10n, 10n), [])).toBe(20n);
    expect(engine.settleWith(o, bets(0n, 10n), [])).toBe(20n);
    expect(() => engine.settleWith(o, bets(10n), ['play', 'play'])).toThrow(RangeError);
    expect(() => engine.settleWith(o, bets(10n), ['call'])).toThrow(RangeError);
    expect(() => engine.settleWith(o, bets(0n, 10n), ['play'])).toThrow(RangeError);
    expect(() => engine.settleWith(o, new Map([['play', 10n]]), [])).toThrow();
  });

  it('settles a bet alone as its player folding: the ante loses, pair plus pays', () => {
    const o = deal('KC KD 2H QS 9D 4C');
    expect(engine.settle('ante', 10n, o)).toBe(0n);
    expect(engine.settle('pairPlus', 7n, o)).toBe(14n);
    expect(() => engine.settle('play', 7n, o)).toThrow();
    const results = settleLiveBets(
      engine,
      [
        { spot: 'ante', stake: 10n },
        { spot: 'pairPlus', stake: 10n },
      ],
      o,
    );
    expect(results.map((r) => [r.spot, r.result, r.win])).toEqual([
      ['ante', 'lose', 0n],
      ['pairPlus', 'win', 20n],
    ]);
  });

  it('plays Q-6-4 or better by the optimal strategy', () => {
    expect(optimalDecision(deal('QC 6D 4H KS 2D 7C'))).toBe('play');
    expect(optimalDecision(deal('QC 6D 3H KS 2D 7C'))).toBe('fold');
    expect(optimalDecision(deal('2C 2D 3H KS QD 7C'))).toBe('play');
  });
});

describe('three card poker bets against the table limits', () => {
  const limits: TableLimits<ThreeCardPokerBetType> = {
    perBet: { ante: { min: 100n, max: 10_000n }, pairPlus: { min: 100n, max: 2_000n } },
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
        { spot: 'pairPlus', stake: 2_000n },
      ],
      limits,
    );
    expect(read.map((b) => [b.spot, b.type])).toEqual([
      ['ante', 'ante'],
      ['pairPlus', 'pairPlus'],
    ]);
    expect(refusal([{ spot: 'play', stake: 100n }])).toEqual(['BET_INVALID', 0]);
    expect(refusal([{ spot: 'ante', stake: 0n }])).toEqual(['BET_INVALID', 0]);
    expect(refusal([{ spot: 'ante', stake: 99n }])).toEqual(['BET_BELOW_MIN', 0]);
    expect(refusal([{ spot: 'pairPlus', stake: 2_001n }])).toEqual(['BET_ABOVE_MAX', 0]);
    expect(
      refusal([{ spot: 'pairPlus', stake: 1_500n }], [{ spot: 'pairPlus', stake: 600n }]),
    ).toEqual(['BET_ABOVE_MAX', 0]);
    expect(
      refusal([
        { spot: 'ante', stake: 10_000n },
        { spot: 'pairPlus', stake: 1_001n },
      ]),
    ).toEqual(['ROUND_ABOVE_MAX', undefined]);
  });
});
