import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawLottery, isWellFormedDraw, type LotteryResult } from './draws.ts';
import {
  numberCount,
  REGIONAL_LOTTERY_FAMILIES,
  REGIONAL_TIERS,
  type RegionalLotteryFamily,
  type RegionalLotteryResult,
} from './regional-results.ts';

const seed = 'a'.repeat(64);
const inputFor = (family: RegionalLotteryFamily, nonce = 0) => ({
  serverSeed: seed,
  clientSeed: `${family}-20261201-0001`,
  nonce,
});

/** The procedure of README.md written again on node:crypto, as a verification page would. */
function referenceResult(
  family: RegionalLotteryFamily,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): RegionalLotteryResult {
  const u32s: bigint[] = [];
  for (let round = 0; u32s.length < 120; round++) {
    const mac = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest();
    for (let i = 0; i < 8; i++) u32s.push(BigInt(mac.readUInt32BE(4 * i)));
  }
  const scaled = (k: number, n: number) => Number(((u32s[k] as bigint) * BigInt(n)) >> 32n);
  const tiers = REGIONAL_TIERS[family];
  const numbers: string[] = [];
  if (family === '4D') {
    const pool = Array.from({ length: 10_000 }, (_, i) => i);
    for (let k = 0; k < 23; k++) {
      const j = k + scaled(k, 10_000 - k);
      [pool[k], pool[j]] = [pool[j] as number, pool[k] as number];
      numbers.push(String(pool[k]).padStart(4, '0'));
    }
  } else {
    let k = 0;
    for (const t of tiers) {
      for (let n = 0; n < t.count; n++) {
        let number = '';
        for (let d = 0; d < t.digits; d++) number += String(scaled(k++, 10));
        numbers.push(number);
      }
    }
  }
  return {
    family,
    prizes: tiers.map((t, i) => {
      const before = tiers.slice(0, i).reduce((n, x) => n + x.count, 0);
      return numbers.slice(before, before + t.count);
    }),
  };
}

describe('regional results', () => {
  it('have the documented tiers: 27 numbers in the north, 18 in the centre and south', () => {
    expect(REGIONAL_LOTTERY_FAMILIES.map(numberCount)).toEqual([27, 18, 18, 6, 23]);
    const shape = (family: RegionalLotteryFamily) =>
      REGIONAL_TIERS[family].map((t) => `${t.count}×${t.digits}`).join(' ');
    expect(shape('VN_NORTH')).toBe('1×5 1×5 2×5 6×5 4×4 6×4 3×3 4×2');
    expect(shape('VN_SOUTH')).toBe('1×6 1×5 1×5 2×5 7×5 1×4 3×4 1×3 1×2');
    expect(shape('VN_CENTRAL')).toBe(shape('VN_SOUTH'));
    expect(shape('THAI')).toBe('1×6 2×3 2×3 1×2');
    expect(shape('4D')).toBe('1×4 1×4 1×4 10×4 10×4');
  });

  it('are drawn by the documented procedure for every family and many nonces', () => {
    for (const family of REGIONAL_LOTTERY_FAMILIES) {
      for (let nonce = 0; nonce < 50; nonce++) {
        const { serverSeed, clientSeed } = inputFor(family);
        expect(drawLottery(family, inputFor(family, nonce))).toEqual(
          referenceResult(family, serverSeed, clientSeed, nonce),
        );
      }
    }
  });

  it('match pinned examples, leading zeros kept', () => {
    const [north, central, south, thai, fourD] = REGIONAL_LOTTERY_FAMILIES.map((family) =>
      drawLottery(family, inputFor(family)),
    );
    expect(north?.prizes).toEqual([
      ['43753'],
      ['63753'],
      ['82895', '11748'],
      ['23462', '67364', '68582', '52067', '18992', '59018'],
      ['5723', '7118', '9739', '9291'],
      ['8281', '2373', '4528', '0719', '2739', '0967'],
      ['998', '733', '952'],
      ['27', '68', '55', '14'],
    ]);
    expect(central?.prizes[0]).toEqual(['015381']);
    expect(south?.prizes[1]).toEqual(['09821']);
    expect(thai?.prizes).toEqual([['914217'], ['356', '258'], ['892', '977'], ['90']]);
    expect(fourD?.prizes.slice(0, 3)).toEqual([['3570'], ['4839'], ['8222']]);
    expect(fourD?.prizes[4]?.[0]).toBe('0943');
  });

  it('are always well-formed, deterministic, and change with the seeds and the nonce', () => {
    for (const family of REGIONAL_LOTTERY_FAMILIES) {
      for (let nonce = 0; nonce < 200; nonce++) {
        const input = { serverSeed: 'shape', clientSeed: family, nonce };
        const result = drawLottery(family, input);
        expect(isWellFormedDraw(result), JSON.stringify(result)).toBe(true);
        expect(drawLottery(family, input)).toEqual(result);
      }
      const a = drawLottery(family, inputFor(family));
      expect(drawLottery(family, { ...inputFor(family), serverSeed: 'b' })).not.toEqual(a);
      expect(drawLottery(family, { ...inputFor(family), clientSeed: 'x' })).not.toEqual(a);
      expect(drawLottery(family, inputFor(family, 1))).not.toEqual(a);
    }
  });

  it('give every digit evenly: chi-square over 500 northern results below its 99.9th percentile', () => {
    const counts = new Array<number>(10).fill(0);
    for (let nonce = 0; nonce < 500; nonce++) {
      const result = drawLottery('VN_NORTH', { serverSeed: 'stats', clientSeed: 'n', nonce });
      for (const number of result.prizes.flat()) {
        for (const d of number) counts[Number(d)] = (counts[Number(d)] ?? 0) + 1;
      }
    }
    const expected = counts.reduce((a, b) => a + b, 0) / 10;
    const chiSquare = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(27.88);
  });

  it('tell a well-formed result from a broken one', () => {
    const good = drawLottery('VN_NORTH', inputFor('VN_NORTH'));
    const fourD = drawLottery('4D', inputFor('4D'));
    const thai = drawLottery('THAI', inputFor('THAI'));
    const edit = (
      result: RegionalLotteryResult,
      tier: number,
      numbers: unknown[],
    ): LotteryResult => ({
      family: result.family,
      prizes: result.prizes.map((t, i) => (i === tier ? (numbers as string[]) : t)),
    });
    const bad: [string, LotteryResult][] = [
      ['a tier missing', { family: 'VN_NORTH', prizes: good.prizes.slice(1) }],
      ['a number missing', edit(good, 3, ['23462', '67364', '68582', '52067', '18992'])],
      ['a leading zero dropped', edit(good, 0, ['3753'])],
      ['a digit too many', edit(good, 7, ['27', '68', '55', '140'])],
      ['a number, not a string', edit(good, 0, [43753])],
      ['a letter', edit(good, 0, ['4375a'])],
      ['a sign', edit(good, 7, ['27', '68', '55', '-1'])],
      ['a space', edit(good, 6, ['998', '733', ' 52'])],
      ['a full-width digit', edit(good, 7, ['27', '68', '55', '1４'])],
      ['the north’s shape for the south', { family: 'VN_SOUTH', prizes: good.prizes }],
      ['a 4D number twice', edit(fourD, 1, ['3570'])],
      ['a Thai first prize of five digits', edit(thai, 0, ['91421'])],
      ['no tiers', { family: 'THAI', numbers: [1, 2, 3] } as unknown as LotteryResult],
      ['an unknown family', { family: 'VN_WEST', prizes: good.prizes } as unknown as LotteryResult],
      ['no result', null as unknown as LotteryResult],
    ];
    for (const [what, result] of bad) expect(isWellFormedDraw(result), what).toBe(false);
    expect(isWellFormedDraw(edit(good, 0, ['00000']))).toBe(true);
  });
});
