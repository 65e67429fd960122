import { crashState, type ValueOf } from '@gamehall/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';

export type CrashState = ValueOf<typeof crashState>;
export type CrashRound = NonNullable<CrashState['round']>;
export type CrashPlayer = CrashState['players'][number];
export type CrashHistory = CrashState['history'];
export type CrashBet = NonNullable<CrashState['myBet']>;
export type CrashLimits = CrashState['limits'];

/**
 * The shared round, this session's own bet, its balance and the game's limits. Fetched
 * again on each phase change of the round (the page asks, see crash-game.tsx), so a bet
 * the server settled (an auto cash-out, a crash) shows with the balance it left.
 */
export const crashStateQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['play', 'crash', 'state', sessionId],
    queryFn: ({ signal }) => call(crashState, { body: { sessionId } }, { signal }),
    retry: false,
  });
