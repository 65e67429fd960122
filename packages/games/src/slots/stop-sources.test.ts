import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { slotModels } from './catalogue.ts';
import type { SlotModel } from './model.ts';
import { playSlotRound } from './round.ts';
import { fairStopSource, scriptedStopSource, seededStopSource } from './stop-sources.ts';

const jade = slotModels['slot-jade-temple'] as SlotModel;
const seeds = { serverSeed: 'f'.repeat(64), clientSeed: 'lucky-player', nonce: 0 };

/** The documented recipe, on node:crypto: draw i is floor(float_i × n). */
function recomputedStops(input: typeof seeds, reelLengths: number[], spins: number): number[][] {
  const bytes: number[] = [];
  for (let round = 0; bytes.length < spins * reelLengths.length * 4; round++) {
    const message = `${input.clientSeed}:${input.nonce}:${round}`;
    bytes.push(...createHmac('sha256', input.serverSeed).update(message).digest());
  }
  let i = 0;
  return Array.from({ length: spins }, () =>
    reelLengths.map((n) => {
      const f = bytes.slice(i * 4, i * 4 + 4).reduce((s, b, j) => s + b / 256 ** (j + 1), 0);
      i++;
      return Math.floor(f * n);
    }),
  );
}

describe('fairStopSource', () => {
  it('gives the same round for the same seeds and nonce, another for the next nonce', () => {
    const a = playSlotRound(jade, 20, fairStopSource(seeds));
    expect(playSlotRound(jade, 20, fairStopSource({ ...seeds }))).toEqual(a);
    const b = playSlotRound(jade, 20, fairStopSource({ ...seeds, nonce: 1 }));
    expect(b.spins[0]?.stops).not.toEqual(a.spins[0]?.stops);
    const c = playSlotRound(jade, 20, fairStopSource({ ...seeds, clientSeed: 'other' }));
    expect(c.spins[0]?.stops).not.toEqual(a.spins[0]?.stops);
  });

  it('draws every spin of a round, free spins included, in the documented order', () => {
    // The first nonce whose round has free spins: its later spins need more than one
    // HMAC round of floats, so this also covers the source's buffer growing.
    let nonce = 0;
    let round = playSlotRound(jade, 20, fairStopSource({ ...seeds, nonce }));
    while (round.spins.length === 1) {
      nonce++;
      round = playSlotRound(jade, 20, fairStopSource({ ...seeds, nonce }));
    }
    expect(round.spins.length).toBeGreaterThanOrEqual(11);
    const lengths = jade.reels.map((strip) => strip.length);
    expect(round.spins.map((s) => s.stops)).toEqual(
      recomputedStops({ ...seeds, nonce }, lengths, round.spins.length),
    );
  });

  it('rejects a bad nonce like the rest of the fair scheme', () => {
    expect(() => fairStopSource({ ...seeds, nonce: -1 })).toThrow(/nonce/);
  });
});

describe('scriptedStopSource', () => {
  it('replays stops in order and refuses to run dry or go off a reel', () => {
    const source = scriptedStopSource([3, 1]);
    expect([source.draw(10), source.draw(10)]).toEqual([3, 1]);
    expect(() => source.draw(10)).toThrow(/only 2 stops/);
    expect(() => scriptedStopSource([12]).draw(10)).toThrow(/off a reel of 10/);
  });
});

describe('seededStopSource', () => {
  it('repeats for a seed, differs across seeds, and spreads evenly over [0, n)', () => {
    const draws = (seed: number) =>
      Array.from({ length: 5 }, () => seededStopSource(seed).draw(1000));
    expect(draws(7)).toEqual(draws(7));
    const a = seededStopSource(1);
    const b = seededStopSource(2);
    expect(Array.from({ length: 8 }, () => a.draw(1e6))).not.toEqual(
      Array.from({ length: 8 }, () => b.draw(1e6)),
    );
    // Chi-square over 30 stops, 300,000 draws: 29 degrees of freedom, 70 is p < 0.0001.
    const n = 30;
    const counts = new Array<number>(n).fill(0);
    const source = seededStopSource(12345);
    for (let i = 0; i < 300_000; i++) {
      const stop = source.draw(n);
      counts[stop] = (counts[stop] ?? 0) + 1;
    }
    const expected = 300_000 / n;
    const chi = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(70);
    expect(counts.every((c) => c > 0)).toBe(true);
  });
});
