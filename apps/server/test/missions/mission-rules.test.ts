import { describe, expect, it } from 'vitest';
import {
  type DayFigures,
  type MissionGoal,
  missionState,
  progressOf,
} from '../../src/modules/missions/mission-rules.ts';

/* A mission's progress from a player's day figures, hand-computed (issue 16). */

const bets = (rows: Record<string, [number, number, number]>) =>
  new Map(
    Object.entries(rows).map(([category, [n, valid, streak]]) => [
      category,
      { bets: BigInt(n), validBet: BigInt(valid), bestStreak: BigInt(streak) },
    ]),
  );

/** Monday to Wednesday of one week. */
const week = new Map<string, DayFigures>([
  ['2026-11-23', { bets: bets({ RNG: [10, 5_000, 2], LIVE: [3, 30_000, 1] }), deposits: 10_000n }],
  ['2026-11-24', { bets: bets({ RNG: [25, 12_500, 5] }), deposits: 0n }],
  ['2026-11-25', { bets: bets({ LIVE: [4, 20_000, 3] }), deposits: 5_000n }],
]);

const goal = (kind: MissionGoal['kind'], target: bigint, category: string | null = null) => ({
  kind,
  category,
  target,
});

describe('mission rules', () => {
  it('counts rounds, valid bets and deposits of the period’s days, capped at the target', () => {
    expect(progressOf(goal('BET_COUNT', 200n), week, '2026-11-23')).toBe(42n);
    expect(progressOf(goal('BET_COUNT', 20n, 'RNG'), week, '2026-11-24')).toBe(20n);
    expect(progressOf(goal('BET_COUNT', 20n, 'RNG'), week, '2026-11-25')).toBe(0n);
    expect(progressOf(goal('VALID_BET', 100_000n, 'LIVE'), week, '2026-11-23')).toBe(50_000n);
    expect(progressOf(goal('DEPOSIT', 100_000n), week, '2026-11-24')).toBe(5_000n);
    expect(progressOf(goal('SIGN_IN', 1n), week, '2026-11-25')).toBe(1n);
  });

  it('takes a win streak as the longest run of one day, never a sum over days', () => {
    expect(progressOf(goal('WIN_STREAK', 10n), week, '2026-11-23')).toBe(5n);
    expect(progressOf(goal('WIN_STREAK', 10n, 'LIVE'), week, '2026-11-23')).toBe(3n);
    expect(progressOf(goal('WIN_STREAK', 3n), week, '2026-11-25')).toBe(3n);
    expect(progressOf(goal('WIN_STREAK', 3n, 'RNG'), week, '2026-11-25')).toBe(0n);
  });

  it('a mission is claimable once done and claimed once taken', () => {
    expect(missionState(2n, 3n, false)).toBe('IN_PROGRESS');
    expect(missionState(3n, 3n, false)).toBe('CLAIMABLE');
    expect(missionState(3n, 3n, true)).toBe('CLAIMED');
  });
});
