// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HAND_POLL_MS, pvpStateQuery } from './get-pvp-state.ts';

describe('pvpStateQuery', () => {
  it('reads the table again every few seconds while a hand is on, not between hands', () => {
    const { refetchInterval } = pvpStateQuery('S'.repeat(43), 'beginner');
    const withData = (data: unknown) =>
      typeof refetchInterval === 'function'
        ? refetchInterval({ state: { data } } as Parameters<typeof refetchInterval>[0])
        : refetchInterval;
    expect(withData({ hand: { id: 1 } })).toBe(HAND_POLL_MS);
    expect(withData({ hand: null })).toBe(false);
    expect(withData(undefined)).toBe(false);
    expect(HAND_POLL_MS).toBe(3000);
  });
});
