import { describe, expect, it } from 'vitest';
import { cashOutValue } from './cash-out.ts';

describe('cashOutValue', () => {
  it('values an open single at the odds taken over the odds now, less the margin', () => {
    // 10.00 × 2.00 / 1.50 × 0.95 = 12.666… → 12.66
    expect(cashOutValue(1000n, [{ odds: 200, current: 150 }], 500)).toBe(1266n);
    // No margin, price unchanged: the stake.
    expect(cashOutValue(1000n, [{ odds: 200, current: 200 }], 0)).toBe(1000n);
    // The price drifted out to 4.00: 10.00 × 0.5 × 0.95 = 4.75.
    expect(cashOutValue(1000n, [{ odds: 200, current: 400 }], 500)).toBe(475n);
    // A margin of everything offers nothing.
    expect(cashOutValue(1000n, [{ odds: 200, current: 150 }], 10_000)).toBe(0n);
  });

  it('counts a settled leg by its return factor', () => {
    // Won 2.00, open 1.80 now 1.50: 10.00 × 2 × 1.2 × 0.95 = 22.80.
    const won = { odds: 200, outcome: 'WIN' as const };
    expect(cashOutValue(1000n, [won, { odds: 180, current: 150 }], 500)).toBe(2280n);
    // A void leg counts 1.00: 10.00 × 1.2 × 0.95 = 11.40.
    const voided = { odds: 300, outcome: 'VOID' as const };
    expect(cashOutValue(1000n, [voided, { odds: 180, current: 150 }], 500)).toBe(1140n);
    // A half lose still has value: 10.00 × 0.5 × 2.00 / 2.00 = 5.00.
    const halfLost = { odds: 190, outcome: 'HALF_LOSE' as const };
    expect(cashOutValue(1000n, [halfLost, { odds: 200, current: 200 }], 0)).toBe(500n);
    // Half won 1.90 (1.45), open 3.00 now 2.40: 10.00 × 1.45 × 1.25 × 0.97 = 17.58125.
    const halfWon = { odds: 190, outcome: 'HALF_WIN' as const };
    expect(cashOutValue(1000n, [halfWon, { odds: 300, current: 240 }], 300)).toBe(1758n);
  });

  it('offers nothing on a lost leg, a suspended leg or a settled bet', () => {
    const lost = { odds: 200, outcome: 'LOSE' as const };
    expect(cashOutValue(1000n, [lost, { odds: 180, current: 150 }], 500)).toBeNull();
    expect(cashOutValue(1000n, [{ odds: 200, current: null }], 500)).toBeNull();
    expect(cashOutValue(1000n, [{ odds: 200 }], 500)).toBeNull();
    const won = { odds: 200, outcome: 'WIN' as const };
    expect(cashOutValue(1000n, [won, { odds: 180 }], 500)).toBeNull();
    expect(cashOutValue(1000n, [won, { odds: 150, outcome: 'WIN' }], 500)).toBeNull();
  });

  it('refuses a bad margin, bad odds and an empty bet', () => {
    for (const bad of [-1, 10_001, 2.5, Number.NaN]) {
      expect(() => cashOutValue(1000n, [{ odds: 200, current: 150 }], bad)).toThrow(
        expect.objectContaining({ code: 'BAD_MARGIN' }),
      );
    }
    expect(() => cashOutValue(1000n, [{ odds: 200, current: 100 }], 0)).toThrow(
      expect.objectContaining({ code: 'BAD_ODDS', legIndex: 0 }),
    );
    expect(() => cashOutValue(1000n, [], 0)).toThrow(
      expect.objectContaining({ code: 'COMBO_SIZE' }),
    );
  });
});
