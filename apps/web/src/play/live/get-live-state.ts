import { type liveTableBet, liveTableState, type ValueOf } from '@gamehall/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';

export type LiveTableState = ValueOf<typeof liveTableState>;
export type LiveRound = NonNullable<LiveTableState['round']>;
export type LiveTotals = NonNullable<LiveTableState['totals']>;
export type LiveSlip = LiveTableState['mySlips'][number];
export type LiveLimits = LiveTableState['table']['limits'];
/** A bet's answer: the slip as the server took it, with the balance after it. */
export type LivePlaced = ValueOf<typeof liveTableBet>;

/**
 * The session's table now: its round, timing, limits, last results, this player's slips and
 * balance. Fetched again when a round opens or is dealt (the page asks, see use-live-table.ts):
 * the socket shares the round with everyone, the player's own bets and wins come from here.
 */
export const liveStateQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['play', 'live', 'state', sessionId],
    queryFn: ({ signal }) => call(liveTableState, { body: { sessionId } }, { signal }),
    retry: false,
  });
