import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commitment } from '../fair/outcomes.ts';
import {
  drawLottery,
  isWellFormedDraw,
  LOTTERY_FAMILIES,
  type LotteryDraw,
  type LotteryFamily,
  SHUFFLED_BOARDS,
  shuffledPrefix,
} from './draws.ts';

const seed = 'a'.repeat(64);
const inputFor = (family: LotteryFamily, nonce = 0) => ({
  serverSeed: seed,
  clientSeed: `${family}-20261201-0001`,
  nonce,
});

/** The procedure of README.md written again on node:crypto, as a verification page would. */
function referenceDraw(
  family: LotteryFamily,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
) {
  const u32s: bigint[] = [];
  for (let round = 0; u32s.length < 20; round++) {
    const mac = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest();
    for (let i = 0; i < 8; i++) u32s.push(BigInt(mac.readUInt32BE(4 * i)));
  }
  const scaled = (k: number, n: number) => Number(((u32s[k] as bigint) * BigInt(n)) >> 32n);
  if (family === 'SSC') return { family, numbers: [0, 1, 2, 3, 4].map((k) => scaled(k, 10)) };
  const { pool, picks } = SHUFFLED_BOARDS[family];
  const balls = Array.from({ length: pool }, (_, i) => i + 1);
  for (let k = 0; k < picks; k++) {
    const j = k + scaled(k, pool - k);
    [balls[k], balls[j]] = [balls[j] as number, balls[k] as number];
  }
  const drawn = balls.slice(0, picks);
  if (family === 'LHC') return { family, numbers: drawn.slice(0, 6), special: drawn[6] };
  return { family, numbers: drawn };
}

describe('provably fair lottery draws', () => {
  it('follow the documented procedure for every family and many nonces', () => {
    for (const family of LOTTERY_FAMILIES) {
      for (let nonce = 0; nonce < 100; nonce++) {
        const { serverSeed, clientSeed } = inputFor(family);
        expect(drawLottery(family, inputFor(family, nonce))).toEqual(
          referenceDraw(family, serverSeed, clientSeed, nonce),
        );
      }
    }
  });

  it('match pinned examples, so a change to the procedure cannot pass unnoticed', () => {
    const draws = LOTTERY_FAMILIES.map((family) => drawLottery(family, inputFor(family)));
    expect(draws).toEqual([
      { family: 'SSC', numbers: [1, 2, 6, 8, 8] },
      { family: '11X5', numbers: [2, 10, 5, 8, 4] },
      { family: 'PK10', numbers: [5, 10, 6, 2, 8, 9, 1, 7, 3, 4] },
      { family: 'LHC', numbers: [4, 48, 38, 31, 10, 39], special: 15 },
      {
        family: 'LF',
        numbers: [39, 60, 43, 72, 50, 14, 10, 80, 77, 25, 66, 31, 37, 63, 48, 45, 53, 8, 1, 23],
      },
    ]);
    // What is published before the draw opens: the sha256 of the server seed, in hex.
    expect(commitment(seed)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('change with the server seed, the client seed (the draw id) and the nonce', () => {
    const a = drawLottery('LF', inputFor('LF'));
    expect(drawLottery('LF', { ...inputFor('LF'), serverSeed: 'b' })).not.toEqual(a);
    expect(drawLottery('LF', { ...inputFor('LF'), clientSeed: 'LF-20261201-0002' })).not.toEqual(a);
    expect(drawLottery('LF', inputFor('LF', 1))).not.toEqual(a);
  });

  it('give numbers evenly: every number at every position, chi-square below its 99.9th percentile', () => {
    // 99.9th percentiles of chi-square for 9, 10, 48 and 79 degrees of freedom.
    const limit: Record<number, number> = { 10: 27.88, 11: 29.59, 49: 84.04, 80: 123.6 };
    const chiSquare = (counts: number[]) => {
      const expected = counts.reduce((a, b) => a + b, 0) / counts.length;
      return counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    };
    const draws = 2000;
    for (const family of LOTTERY_FAMILIES) {
      const size = family === 'SSC' ? 10 : SHUFFLED_BOARDS[family].pool;
      const low = family === 'SSC' ? 0 : 1;
      // One tally per position (the LHC special last), and one over all positions.
      const tallies: number[][] = [];
      const tally = (slot: number, x: number) => {
        tallies[slot] ??= new Array<number>(size).fill(0);
        const row = tallies[slot] as number[];
        row[x - low] = (row[x - low] ?? 0) + 1;
      };
      for (let nonce = 0; nonce < draws; nonce++) {
        const draw = drawLottery(family, { serverSeed: 'stats', clientSeed: family, nonce });
        expect(isWellFormedDraw(draw)).toBe(true);
        const all = draw.family === 'LHC' ? [...draw.numbers, draw.special] : draw.numbers;
        all.forEach((x, position) => {
          tally(0, x);
          tally(position + 1, x);
        });
      }
      // A position seen 2000 times over 80 numbers expects 25 each: enough for chi-square.
      for (const counts of tallies) expect(chiSquare(counts)).toBeLessThan(limit[size] as number);
    }
  });

  it('shuffle like a forward Fisher–Yates, from the first ball to the last', () => {
    expect(shuffledPrefix(11, [0, 0, 0])).toEqual([1, 2, 3]);
    const last = 1 - 2 ** -32; // the largest value `floats` can give
    // Step 0 swaps ball 1 to the back, so step 1 finds it there.
    expect(shuffledPrefix(11, [last, last])).toEqual([11, 1]);
    expect(shuffledPrefix(10, new Array(10).fill(last)).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(() => shuffledPrefix(5, [1])).toThrow(RangeError);
    expect(() => shuffledPrefix(2, [0, 0, 0])).toThrow(RangeError);
  });

  it('tell a well-formed result from a broken one', () => {
    const bad: LotteryDraw[] = [
      { family: 'SSC', numbers: [1, 2, 3, 4] },
      { family: 'SSC', numbers: [1, 2, 3, 4, 10] },
      { family: '11X5', numbers: [1, 2, 3, 4, 4] },
      { family: '11X5', numbers: [0, 2, 3, 4, 5] },
      { family: 'PK10', numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 9] },
      { family: 'LHC', numbers: [1, 2, 3, 4, 5, 6], special: 6 },
      { family: 'LHC', numbers: [1, 2, 3, 4, 5, 6], special: 50 },
      { family: 'LF', numbers: Array.from({ length: 20 }, (_, i) => i + 1.5) },
    ];
    for (const draw of bad) expect(isWellFormedDraw(draw), JSON.stringify(draw)).toBe(false);
    expect(isWellFormedDraw({ family: 'LHC', numbers: [1, 2, 3, 4, 5, 6], special: 49 })).toBe(
      true,
    );
  });
});
