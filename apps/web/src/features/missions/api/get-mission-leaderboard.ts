import { getMissionLeaderboard } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** This week's mission leaderboard and the player's own place (a claim asks it again). */
export const missionLeaderboardQuery = () =>
  queryOptions({
    queryKey: ['missions', 'leaderboard'],
    queryFn: ({ signal }) => call(getMissionLeaderboard, {}, { signal }),
  });

export const useMissionLeaderboard = () => useQuery(missionLeaderboardQuery());
