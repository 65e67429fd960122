import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { floats } from '../../fair/outcomes.ts';
import { EVERY_ROLL, percent2, uniformsFor } from './every-roll.ts';
import { spotBoard } from './spot-board.ts';
import { countOf, isTriple, rollFaces, singleReturn } from './three-dice.ts';

const fair = { serverSeed: 'a'.repeat(64), clientSeed: 'player-seed', nonce: 7 };
const u32 = (n: number) => n / 2 ** 32;

/** The documented procedure on node:crypto: face_i = (u32_i × 6) >> 32, bytes 4i … 4i+3. */
function referenceFaces(nonce: number): number[] {
  const mac = createHmac('sha256', fair.serverSeed)
    .update(`${fair.clientSeed}:${nonce}:0`)
    .digest();
  return [0, 1, 2].map((i) => Number((BigInt(mac.readUInt32BE(4 * i)) * 6n) >> 32n));
}

describe('three fair dice', () => {
  it('read one uniform per die: face = floor(u × 6), in dealt order', () => {
    expect(rollFaces([0, 0.5, 0.999])).toEqual([0, 3, 5]);
    expect(rollFaces([0.2, 0.1, 0.7])).toEqual([1, 0, 4]);
  });

  it('agree with (u32 × 6) >> 32 on both sides of every face boundary', () => {
    for (let k = 1; k < 6; k++) {
      const first = Number(((BigInt(k) << 32n) + 5n) / 6n); // smallest u32 with face k
      expect(rollFaces([u32(first - 1), u32(first), u32(2 ** 32 - 1)])).toEqual([k - 1, k, 5]);
    }
  });

  it('follow the documented procedure on the fair stream for many nonces', () => {
    for (let nonce = 0; nonce < 300; nonce++) {
      expect(rollFaces(floats({ ...fair, nonce }, 3))).toEqual(referenceFaces(nonce));
    }
    expect(referenceFaces(7)).toEqual([3, 5, 2]);
  });

  it('refuse a wrong number of uniforms or one outside [0, 1)', () => {
    expect(() => rollFaces([0.1, 0.2])).toThrow(RangeError);
    expect(() => rollFaces([0.1, 0.2, 0.3, 0.4])).toThrow(RangeError);
    for (const bad of [1, -0.1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => rollFaces([0.1, bad, 0.3])).toThrow(RangeError);
    }
  });

  it('count matches, spot triples and pay the single bet 1:1 per matching die', () => {
    expect(countOf([2, 5, 2], 2)).toBe(2);
    expect(countOf(['crab', 'fish', 'deer'], 'gourd')).toBe(0);
    expect([isTriple([4, 4, 4]), isTriple([4, 4, 1]), isTriple([1, 4, 4])]).toEqual([
      true,
      false,
      false,
    ]);
    expect([0, 1, 2, 3].map(singleReturn)).toEqual([0n, 2n, 3n, 4n]);
  });
});

describe('the 216 rolls the odds tests enumerate', () => {
  it('are every ordered roll once, each face equally often on each die', () => {
    expect(new Set(EVERY_ROLL.map((r) => r.join())).size).toBe(216);
    for (let die = 0; die < 3; die++) {
      for (let face = 0; face < 6; face++) {
        expect(EVERY_ROLL.filter((r) => r[die] === face)).toHaveLength(36);
      }
    }
    for (const roll of EVERY_ROLL) expect(rollFaces(uniformsFor(roll))).toEqual(roll);
  });

  it('give edges in percent rounded half up to 2 decimals', () => {
    const of = (lost: bigint) => percent2({ lost, staked: 216n });
    expect([of(6n), of(27n), of(17n), of(102n), of(0n)]).toEqual([2.78, 12.5, 7.87, 47.22, 0]);
    expect(percent2({ lost: 1n, staked: 8n })).toBe(12.5);
    expect(percent2({ lost: 1n, staked: 20_000n })).toBe(0.01); // 0.005% → 0.01 (half up)
    expect(percent2({ lost: 1n, staked: 20_001n })).toBe(0); // just under 0.005% → 0.00
  });
});

describe('a board of spots', () => {
  const board = spotBoard<number, 'high' | 'pair'>([
    { spot: 'high', type: 'high', returns: (n) => (n > 3 ? 2n : 0n) },
    { spot: 'pair:1-2', type: 'pair', aliases: ['pair:2-1'], returns: () => 6n },
  ]);

  it('reads listed texts and aliases only, and settles whole returns', () => {
    expect(board.spots).toEqual(['high', 'pair:1-2']);
    expect(board.readType('pair:2-1')).toEqual({ type: 'pair', spot: 'pair:1-2' });
    for (const bad of ['', 'HIGH', ' high', 'constructor', '__proto__', 'toString']) {
      expect(board.readType(bad)).toBeNull();
    }
    expect([board.settle('high', 7n, 5), board.settle('high', 7n, 2)]).toEqual([14n, 0n]);
    expect(board.settle('pair:2-1', 3n, 0)).toBe(18n);
  });

  it('refuses unknown spots, negative stakes and two spots written alike', () => {
    expect(() => board.settle('low', 1n, 5)).toThrow(RangeError);
    expect(() => board.settle('high', -1n, 5)).toThrow(RangeError);
    expect(() =>
      spotBoard([
        { spot: 'a', type: 'a', returns: () => 0n },
        { spot: 'b', type: 'b', aliases: ['a'], returns: () => 0n },
      ]),
    ).toThrow(/two spots/);
  });
});
