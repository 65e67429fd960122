// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { arsenal, liverpool, market } from '../test/fixtures.ts';
import { mergeMatches } from './merge.ts';
import { COMBO_KEY, comboBlock, emptySlip, type SlipState, slipReducer } from './slip.ts';
import { limitsOf, slipBets, staked } from './slip-bets.ts';

const pick = (matchId: string, marketId: string, p: string, odds: number) =>
  ({
    type: 'toggle',
    selection: {
      matchId,
      marketId,
      kind: '1X2',
      line: null,
      pick: p,
      home: 'H',
      away: 'A',
      sport: 'football',
      live: false,
      odds,
    },
  }) as const;

const limits = limitsOf({ minStake: 1, maxStake: 500, maxPayout: 1000 });

describe('the slip', () => {
  it('keeps one pick per market and toggles a pick off', () => {
    let s: SlipState = slipReducer(emptySlip, pick('m1', 'm1-1x2', 'home', 1.95));
    s = slipReducer(s, pick('m1', 'm1-1x2', 'draw', 3.4));
    expect(s.selections.map((x) => x.pick)).toEqual(['draw']);
    s = slipReducer(s, pick('m1', 'm1-1x2', 'draw', 3.4));
    expect(s.selections).toEqual([]);
  });

  it('adds a quick bet that could not go with its stake, never toggling a pick off', () => {
    const add = (p: string, stake: string) =>
      ({ ...pick('m1', 'm1-1x2', p, 1.95), type: 'add', stake }) as const;
    let s: SlipState = slipReducer(emptySlip, add('home', '900'));
    s = slipReducer(s, add('home', '2'));
    expect(s.selections.map((x) => x.pick)).toEqual(['home']);
    expect(s.stakes).toEqual({ 'm1-1x2|home': '2' });
    s = slipReducer(s, add('draw', '3'));
    expect(s.selections.map((x) => x.pick)).toEqual(['draw']);
  });

  it('offers a combo of 2–10 selections of different matches only', () => {
    let s = slipReducer(emptySlip, pick('m1', 'm1-1x2', 'home', 1.95));
    expect(comboBlock(s.selections)).toBe('count');
    s = slipReducer(s, pick('m1', 'm1-ou', 'over', 1.85));
    expect(comboBlock(s.selections)).toBe('same_match');
    s = slipReducer(s, { type: 'remove', key: 'm1-ou|over' });
    s = slipReducer(s, pick('m2', 'm2-1x2', 'home', 1.5));
    expect(comboBlock(s.selections)).toBeNull();
    for (let i = 3; i <= 11; i++) s = slipReducer(s, pick(`m${i}`, `m${i}-1x2`, 'home', 1.1));
    expect(comboBlock(s.selections)).toBe('too_many');
  });

  it('reckons returns exactly and says which limit a stake breaks', () => {
    let s = slipReducer(emptySlip, pick('m1', 'm1-1x2', 'home', 1.95));
    s = slipReducer(s, pick('m2', 'm2-1x2', 'home', 1.5));
    s = slipReducer(s, { type: 'stake', key: COMBO_KEY, value: '10' });
    s = slipReducer(s, { type: 'stake', key: 'm1-1x2|home', value: '0.50' });
    const { singles, combo } = slipBets(s, limits);
    expect(combo?.potential).toBe(2925n);
    expect(combo?.odds).toBe(292);
    expect(singles[0]?.problem).toEqual({ kind: 'stake_min', min: 100n });
    s = slipReducer(s, { type: 'stake', key: COMBO_KEY, value: '400' });
    expect(slipBets(s, limits).combo?.problem).toEqual({
      kind: 'payout',
      maxPayout: 100_000n,
      potential: 117_000n,
    });
    s = slipReducer(s, { type: 'stake', key: COMBO_KEY, value: '1,5' });
    expect(slipBets(s, limits).combo?.problem).toEqual({ kind: 'stake_invalid' });
    expect(staked(slipBets(s, limits).singles)).toHaveLength(1);
  });

  it('follows the book’s prices, keeps the taken one until accepted, and drops placed bets', () => {
    let s = slipReducer(emptySlip, pick('m1', 'm1-1x2', 'home', 1.95));
    s = slipReducer(s, pick('m2', 'm2-1x2', 'home', 1.5));
    const moved = arsenal({
      markets: [
        market('m1-1x2', '1X2', [
          ['home', 2.1],
          ['draw', 3],
          ['away', 4],
        ]),
      ],
    });
    s = slipReducer(s, {
      type: 'reprice',
      matches: [
        moved,
        liverpool({ markets: [market('m2-1x2', '1X2', [['home', 1.5]], { suspended: true })] }),
      ],
    });
    expect(s.selections.map((x) => [x.odds, x.now])).toEqual([
      [1.95, 2.1],
      [1.5, null],
    ]);
    expect(slipBets(s, limits).singles[1]?.problem).toEqual({ kind: 'suspended' });
    s = slipReducer(s, { type: 'accept', keys: ['m1-1x2|home'] });
    expect(s.selections[0]?.odds).toBe(2.1);
    s = slipReducer(s, { type: 'stake', key: 'm2-1x2|home', value: '3' });
    s = slipReducer(s, { type: 'stake', key: COMBO_KEY, value: '5' });
    s = slipReducer(s, { type: 'placed', keys: [COMBO_KEY] });
    // The combo's legs leave, except one still staked as a single.
    expect(s.selections.map((x) => x.key)).toEqual(['m2-1x2|home']);
  });
});

describe('mergeMatches', () => {
  it('takes newer versions only, and keeps a list to its main markets', () => {
    const list = [arsenal({ markets: arsenal().markets.slice(0, 1) })];
    const full = arsenal({
      version: 2,
      markets: [market('m1-1x2', '1X2', [['home', 2]]), ...arsenal().markets.slice(1)],
    });
    const merged = mergeMatches(list, new Map([['m1', full]]));
    expect(merged[0]?.markets).toHaveLength(1);
    expect(merged[0]?.markets[0]?.selections[0]?.odds).toBe(2);
    expect(mergeMatches(merged, new Map([['m1', arsenal()]]))).toBe(merged);
  });
});
