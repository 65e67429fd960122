import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { previousHash } from '../fair/crash-chain.ts';
import { cashoutReturn, crashChain, hundredthsAt, msToReach, settleCrashBet } from './round.ts';

describe('crash growth', () => {
  it('starts at 1.00×, reaches 2.00× after ln 2 / 0.00006 ms, and only ever grows', () => {
    expect(hundredthsAt(0)).toBe(100);
    expect(hundredthsAt(-50)).toBe(100);
    // ln 2 / 0.00006 = 11,552.45…: the first whole millisecond showing 2.00× is 11,553.
    expect(msToReach(200)).toBe(11_553);
    let last = 100;
    for (let ms = 0; ms < 120_000; ms += 37) {
      const h = hundredthsAt(ms);
      expect(h).toBeGreaterThanOrEqual(last);
      last = h;
    }
  });

  it('msToReach is the first moment the multiplier shows a value, for every value to 1000×', () => {
    for (let h = 101; h <= 100_000; h += h < 2_000 ? 1 : 97) {
      const ms = msToReach(h);
      expect(hundredthsAt(ms), String(h)).toBeGreaterThanOrEqual(h);
      expect(hundredthsAt(ms - 1), String(h)).toBeLessThan(h);
    }
    expect(msToReach(100)).toBe(0);
  });
});

describe('crash bets', () => {
  it('pays a cash-out by hand, an auto cash-out at or below the crash, and nothing else', () => {
    const bet = (autoCashout: number | null, cashedOut: number | null = null) => ({
      stake: 1_000n,
      autoCashout,
      cashedOut,
    });
    expect(settleCrashBet(bet(null, 150), 120)).toEqual({ cashedOutAt: 150, win: 1_500n });
    expect(settleCrashBet(bet(200), 200)).toEqual({ cashedOutAt: 200, win: 2_000n });
    expect(settleCrashBet(bet(201), 200)).toEqual({ cashedOutAt: null, win: 0n });
    expect(settleCrashBet(bet(null), 5_000)).toEqual({ cashedOutAt: null, win: 0n });
    // Rounded down to the minor unit: 0.07 at 1.55× is 0.1085 → 0.10.
    expect(cashoutReturn(7n, 155)).toBe(10n);
  });
});

describe('crash chain', () => {
  it('plays backwards from the published hash, each round proving the one before', () => {
    const secret = randomBytes(32).toString('hex');
    const { terminating, rounds } = crashChain(secret, 50);
    expect(rounds).toHaveLength(50);
    expect(rounds[49]).toBe(secret);
    // Node's own sha256: the first round hashes to the published end.
    const sha = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
    expect(sha(rounds[0] as string)).toBe(terminating);
    for (let i = 1; i < rounds.length; i++) {
      expect(previousHash(rounds[i] as string)).toBe(rounds[i - 1]);
    }
  });
});
