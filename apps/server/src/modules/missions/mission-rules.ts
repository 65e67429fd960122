/*
 * Missions as pure rules (issue 16): a mission's progress from a player's figures of its
 * period, and the state of its button.
 */

export type MissionKind = 'SIGN_IN' | 'DEPOSIT' | 'BET_COUNT' | 'VALID_BET' | 'WIN_STREAK';
export type MissionState = 'IN_PROGRESS' | 'CLAIMABLE' | 'CLAIMED';

/** A player's figures per brand day (YYYY-MM-DD) since the week began. */
export interface DayFigures {
  /**
   * By game category: rounds settled, valid bets (minor units), and the longest run of
   * winning rounds on one game of the category.
   */
  bets: Map<string, { bets: bigint; validBet: bigint; bestStreak: bigint }>;
  deposits: bigint;
}

export interface MissionGoal {
  kind: MissionKind;
  category: string | null;
  target: bigint;
}

/**
 * How far a player is toward a mission over the days from `sinceDay` on (its period),
 * capped at the target. Signing in is done by claiming it: its progress is complete. A
 * win streak is the longest run of winning rounds on one game within one day of the period.
 */
export function progressOf(
  goal: MissionGoal,
  days: ReadonlyMap<string, DayFigures>,
  sinceDay: string,
) {
  if (goal.kind === 'SIGN_IN') return goal.target;
  let total = 0n;
  for (const [day, f] of days) {
    if (day < sinceDay) continue;
    if (goal.kind === 'DEPOSIT') {
      total += f.deposits;
      continue;
    }
    for (const [category, b] of f.bets) {
      if (goal.category && goal.category !== category) continue;
      if (goal.kind === 'WIN_STREAK') {
        if (b.bestStreak > total) total = b.bestStreak;
      } else total += goal.kind === 'BET_COUNT' ? b.bets : b.validBet;
    }
  }
  return total < goal.target ? total : goal.target;
}

export function missionState(progress: bigint, target: bigint, claimed: boolean): MissionState {
  if (claimed) return 'CLAIMED';
  return progress >= target ? 'CLAIMABLE' : 'IN_PROGRESS';
}
