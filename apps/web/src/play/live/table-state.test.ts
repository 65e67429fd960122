// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { iso } from '../test/crash-fixtures.ts';
import { fromSnapshot, tableReducer } from './table-state.ts';
import { bettingRound, dealtRound, decidingRound, liveStateOf } from './test-fixtures.ts';

const NOW = Date.parse('2026-11-27T10:00:00Z');
const totals = (roundId: number, big: number) => ({ roundId, players: 1, spots: { big } });

describe('tableReducer', () => {
  it('keeps the socket’s newer round over a slower answer of the state call', () => {
    const start = fromSnapshot(liveStateOf('sicbo', NOW), NOW);
    const dealt = dealtRound('sicbo', 8, NOW + 12_000, {
      dice: [1, 2, 3],
      total: 6,
      triple: false,
    });
    const after = tableReducer(start, {
      kind: 'event',
      event: { type: 'round', serverTime: iso(NOW + 12_000), round: dealt },
      receivedAt: NOW + 12_000,
    });
    expect(after.round?.phase).toBe('SETTLED');
    expect(after.history.map((r) => r.id)).toEqual([8]);
    // An answer fetched before the deal does not take the page back to betting.
    const stale = tableReducer(after, {
      kind: 'state',
      snapshot: liveStateOf('sicbo', NOW),
      receivedAt: NOW + 12_100,
    });
    expect(stale).toBe(after);
  });

  it('counts totals for the round shown only, and drops them when the next round opens', () => {
    let view = fromSnapshot(liveStateOf('sicbo', NOW, { totals: totals(8, 5) }), NOW);
    view = tableReducer(view, {
      kind: 'event',
      event: { type: 'totals', totals: totals(7, 50) },
      receivedAt: NOW,
    });
    expect(view.totals).toEqual(totals(8, 5));
    view = tableReducer(view, {
      kind: 'event',
      event: { type: 'totals', totals: totals(8, 25) },
      receivedAt: NOW,
    });
    // The state call's count from before that bet keeps the larger, later one.
    view = tableReducer(view, {
      kind: 'state',
      snapshot: liveStateOf('sicbo', NOW, { totals: totals(8, 5) }),
      receivedAt: NOW,
    });
    expect(view.totals).toEqual(totals(8, 25));
    const next = bettingRound('sicbo', 9, NOW + 20_000, 15_000);
    view = tableReducer(view, {
      kind: 'event',
      event: { type: 'round', serverTime: iso(NOW + 20_000), round: next },
      receivedAt: NOW + 20_000,
    });
    expect(view.totals).toBeNull();
  });

  it('keeps a later step of the same round over a slower answer about an earlier one', () => {
    const atStep = (step: number) => ({
      ...decidingRound('blackjack', 8, NOW, 8_000, { step: 'play' }),
      step,
      stepEndsAt: iso(NOW + 8_000),
    });
    const start = fromSnapshot(liveStateOf('blackjack', NOW, { round: atStep(1) }), NOW);
    const second = tableReducer(start, {
      kind: 'event',
      event: { type: 'round', serverTime: iso(NOW), round: atStep(2) },
      receivedAt: NOW,
    });
    expect(second.round?.step).toBe(2);
    const stale = { kind: 'state' as const, receivedAt: NOW + 100 };
    expect(
      tableReducer(second, {
        ...stale,
        snapshot: liveStateOf('blackjack', NOW, { round: atStep(1) }),
      }),
    ).toBe(second);
    const third = tableReducer(second, {
      ...stale,
      snapshot: liveStateOf('blackjack', NOW, { round: atStep(3) }),
    });
    expect(third.round?.step).toBe(3);
  });

  it('runs on the server’s clock', () => {
    const view = fromSnapshot(liveStateOf('sicbo', NOW + 1500), NOW);
    expect(view.offset).toBe(1500);
  });
});
