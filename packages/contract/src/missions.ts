import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';
import { text } from './fields.ts';
import { Money, RequestId } from './money.ts';

/*
 * Missions and their leaderboard (issue 16; product §2 missionLeaderboard, §7 missions
 * calls). Points are numbers with two decimals.
 */

const tag = 'missions';

export const MISSION_STATES = ['IN_PROGRESS', 'CLAIMABLE', 'CLAIMED'] as const;

export const Mission = /* @__PURE__ */ z.object({
  id: z.int(),
  code: z.string(),
  period: z.enum(['DAILY', 'WEEKLY']),
  kind: z.enum(['SIGN_IN', 'DEPOSIT', 'BET_COUNT', 'VALID_BET', 'WIN_STREAK']),
  category: z.nullable(z.string()),
  title: z.string(),
  /**
   * Rounds for BET_COUNT, money for DEPOSIT and VALID_BET, 1 for SIGN_IN, winning rounds in
   * a row on one game within a day for WIN_STREAK.
   */
  target: z.number(),
  progress: z.number(),
  rewardPoints: z.number(),
  rewardBonus: Money,
  state: z.enum(MISSION_STATES),
});

export const getMissionSummary = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionSummaryDetails',
  tag,
  refuseTrial: true,
  summary:
    'The player’s daily and weekly missions with their progress from real play, rewards and states; how many can be claimed (the menu badge)',
  query: z.object({ language: z.optional(text(8)) }),
  value: z.object({ missions: z.array(Mission), claimable: z.int() }),
});

export const getMissionLeaderboard = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionLeaderboard',
  tag,
  refuseTrial: true,
  summary:
    'This week’s mission leaderboard by mission points earned, accounts masked, and the player’s own place',
  query: z.object({}),
  value: z.object({
    since: z.string(),
    list: z.array(z.object({ rank: z.int(), account: z.string(), points: z.number() })),
    me: z.object({ rank: z.nullable(z.int()), points: z.number() }),
  }),
});

export const claimMission = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/member/missions/claim',
  tag,
  refuseTrial: true,
  summary:
    'Takes a completed mission’s reward once per period (points, and a bonus where it gives one); requestId makes it idempotent',
  body: z.strictObject({ missionId: z.int().check(z.positive()), requestId: RequestId }),
  value: z.object({ points: z.number(), bonus: Money }),
});
