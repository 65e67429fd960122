import { describe, expect, it } from 'vitest';
import type { TableLimits } from '../limits.ts';
import { checkLiveBets, settleLiveBets } from '../live/engine.ts';
import { TableBetError } from '../table-bet-error.ts';
import { niuniuFromCards } from './deal.ts';
import { niuniuEngine as engine, equalWinnings, type NiuniuBetType } from './engine.ts';
import { cards } from './test-cards.ts';

/** Banker bull bull, king of spades high: no position can beat it. */
const bankerBullBull = niuniuFromCards(
  cards(
    '3H 9S 8D QH KS' + // bull bull, KS high
      ' KH QD 5C 5D JS' + // bull bull, but KH < KS
      ' 9C 4C 7S 8S 6H' + // bull 4
      ' AD AH 9D 8C 7H', // bull 6
  ),
);
/** Banker no bull, king of diamonds high. */
const bankerNoBull = niuniuFromCards(
  cards(
    'AC 2C 3C 4C KD' +
      ' 6C 7C 8C 9C TC' + // no bull, ten high: loses
      ' KS 5H 5S 2H 8H' + // K + 5 + 5 = 20, 2 + 8: bull bull, wins
      ' KH AH 2S 3S 4S', // no bull, but KH > KD: wins
  ),
);

describe('reading niu niu spots', () => {
  it('has an equal bet and a bull bull bet on each of the three positions', () => {
    expect(engine.spots).toEqual([
      'equal:1',
      'bullBull:1',
      'equal:2',
      'bullBull:2',
      'equal:3',
      'bullBull:3',
    ]);
    for (const spot of engine.spots) {
      expect(engine.readType(spot)).toEqual({ type: spot.split(':')[0], spot });
    }
    expect(engine.betTypes).toEqual(['equal', 'bullBull']);
  });

  it('refuses anything else', () => {
    const bad = [
      '',
      'equal',
      'equal:',
      'equal:0',
      'equal:4',
      'equal:01',
      'equal:1.0',
      'equal:+1',
      'equal: 1',
      ' equal:1',
      'equal:1 ',
      'equal:1\n',
      'Equal:1',
      'equal-1',
      'equal:1:2',
      'bullbull:1',
      'bull-bull:1',
      'double:1',
      'bullBull:١', // an Arabic-Indic digit one
      'constructor',
      '__proto__',
    ];
    for (const spot of bad) expect([spot, engine.readType(spot)]).toEqual([spot, null]);
  });
});

describe('settling niu niu', () => {
  const returns = (stake: bigint, outcome: typeof bankerNoBull) =>
    engine.spots.map((spot) => engine.settle(spot, stake, outcome));

  it('pays equal 0.95:1 to positions beating the banker, bull bull 12:1 to its own hand', () => {
    expect(bankerNoBull.players.map((p) => [p.bull, p.win])).toEqual([
      [-1, false],
      [10, true],
      [-1, true],
    ]);
    // Spots: equal:1, bullBull:1, equal:2, bullBull:2, equal:3, bullBull:3.
    expect(returns(100n, bankerNoBull)).toEqual([0n, 0n, 195n, 1300n, 195n, 0n]);
  });

  it('pays bull bull on the hand even when it loses to the banker', () => {
    expect(bankerBullBull.players.map((p) => [p.bull, p.win])).toEqual([
      [10, false],
      [4, false],
      [6, false],
    ]);
    expect(returns(100n, bankerBullBull)).toEqual([0n, 1300n, 0n, 0n, 0n, 0n]);
  });

  it('rounds the equal winnings down to a whole minor unit', () => {
    const equal2 = (stake: bigint) => engine.settle('equal:2', stake, bankerNoBull);
    expect([equal2(20n), equal2(19n), equal2(1n), equal2(123_457n)]).toEqual([
      39n,
      37n, // 18.05 → 18
      1n, // 0.95 → 0: the stake back only
      123_457n + 117_284n, // 117,284.15 → 117,284
    ]);
    expect(equalWinnings(99n)).toBe(94n);
  });

  it('settles through settleLiveBets and refuses spots it has not', () => {
    const bets = [
      { spot: 'equal:3', stake: 40n },
      { spot: 'bullBull:1', stake: 10n },
    ];
    expect(settleLiveBets(engine, bets, bankerNoBull).map((r) => [r.result, r.win])).toEqual([
      ['win', 78n],
      ['lose', 0n],
    ]);
    expect(() => engine.settle('equal:4', 1n, bankerNoBull)).toThrow();
  });
});

describe('niu niu bets against the table limits', () => {
  const limits: TableLimits<NiuniuBetType> = {
    perBet: { equal: { min: 20n, max: 50_000n }, bullBull: { min: 10n, max: 1_000n } },
    maxTotal: 100_000n,
  };
  const refusal = (bets: { spot: string; stake: bigint }[], placed = [] as typeof bets) => {
    try {
      checkLiveBets(engine, bets, limits, placed);
    } catch (e) {
      if (e instanceof TableBetError) return [e.code, e.betIndex];
    }
    return null;
  };

  it('accepts a legal round and names the bet type of each spot', () => {
    const read = checkLiveBets(
      engine,
      [
        { spot: 'equal:1', stake: 20n },
        { spot: 'bullBull:3', stake: 1_000n },
      ],
      limits,
    );
    expect(read.map((b) => [b.spot, b.type])).toEqual([
      ['equal:1', 'equal'],
      ['bullBull:3', 'bullBull'],
    ]);
  });

  it('refuses unknown spots, bad stakes and stakes outside the limits, per spot', () => {
    expect(refusal([{ spot: 'double:1', stake: 20n }])).toEqual(['BET_INVALID', 0]);
    expect(refusal([{ spot: 'equal:2', stake: -5n }])).toEqual(['BET_INVALID', 0]);
    expect(refusal([{ spot: 'equal:2', stake: 19n }])).toEqual(['BET_BELOW_MIN', 0]);
    expect(refusal([{ spot: 'bullBull:2', stake: 1_001n }])).toEqual(['BET_ABOVE_MAX', 0]);
    // Each position is its own spot: 1,000 on each of three bull bull spots is fine.
    expect(
      refusal(['bullBull:1', 'bullBull:2', 'bullBull:3'].map((spot) => ({ spot, stake: 1_000n }))),
    ).toBeNull();
    expect(
      refusal([{ spot: 'bullBull:1', stake: 600n }], [{ spot: 'bullBull:1', stake: 600n }]),
    ).toEqual(['BET_ABOVE_MAX', 0]);
    expect(
      refusal([
        { spot: 'equal:1', stake: 50_000n },
        { spot: 'equal:2', stake: 50_000n },
        { spot: 'equal:3', stake: 20n },
      ]),
    ).toEqual(['ROUND_ABOVE_MAX', undefined]);
  });
});
