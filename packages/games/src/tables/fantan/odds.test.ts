import { describe, expect, it } from 'vitest';
import { fantanEngine } from './engine.ts';
import { dealFanTan, type FanTanOutcome } from './pile.ts';

/** The 100 equally likely piles (1–100 beads), each from a uniform in the middle of its slot. */
const everyPile = (): FanTanOutcome[] =>
  Array.from({ length: 100 }, (_, i) => dealFanTan([(i + 0.5) / 100]));

/** A spot's house edge in hundredths of a percent, exactly, over the 100 piles. */
function edgeBasisPoints(spot: string): bigint {
  const stake = 1_000n; // a multiple of 20: no winnings are floored
  const piles = everyPile();
  const staked = stake * BigInt(piles.length);
  const returned = piles.reduce((sum, o) => sum + fantanEngine.settle(spot, stake, o), 0n);
  const scaled = (staked - returned) * 10_000n;
  expect(scaled % staked).toBe(0n);
  return scaled / staked;
}

describe('fan tan odds', () => {
  it('deals every pile size once and each result on exactly 25 of them', () => {
    const piles = everyPile();
    expect(piles.map((o) => o.beads)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    for (const r of [1, 2, 3, 4]) expect(piles.filter((o) => o.result === r)).toHaveLength(25);
  });

  it('is exactly fair on the fair stream: each result has 2³⁰ of the 2³² values of u32', () => {
    // beads − 1 = b for the u32 in [ceil(b × 2³² / 100), ceil((b + 1) × 2³² / 100)).
    const two32 = 2n ** 32n;
    const ceilDiv = (a: bigint) => (a + 99n) / 100n;
    const perResult = [0n, 0n, 0n, 0n];
    for (let b = 0n; b < 100n; b++) {
      const values = ceilDiv((b + 1n) * two32) - ceilDiv(b * two32);
      const r = Number(b % 4n);
      perResult[r] = (perResult[r] as bigint) + values;
    }
    expect(perResult).toEqual([2n ** 30n, 2n ** 30n, 2n ** 30n, 2n ** 30n]);
  });

  it('gives every spot its exact house edge, and each type the highest of its spots', () => {
    // Published: Wizard of Macau (M. Shackleford), "Fan-Tan in Macau": single number
    // 2.85:1 → −3.75%, two numbers 0.95:1 → −2.5%; Maven of Macau: nim ("tim", 2:1 less
    // 5%, one number pushes) 2.50%, kwok 2.50%. Odd/even is a two-number bet: 2.5%.
    const expected: Record<string, bigint> = { fan: 375n, nim: 250n, kwok: 250n, oddEven: 250n };
    const highest = new Map<string, bigint>();
    for (const spot of fantanEngine.spots) {
      const type = fantanEngine.readType(spot)?.type as string;
      const edge = edgeBasisPoints(spot);
      expect([spot, edge]).toEqual([spot, expected[type]]);
      const before = highest.get(type);
      if (before === undefined || edge > before) highest.set(type, edge);
    }
    for (const type of fantanEngine.betTypes) {
      expect([type, Math.round(fantanEngine.paytable[type].houseEdge * 100)]).toEqual([
        type,
        Number(highest.get(type)),
      ]);
    }
  });
});
