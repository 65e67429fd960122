import { pvpRoomState, type ValueOf } from '@gamehall/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';

export type PvpState = ValueOf<typeof pvpRoomState>;
export type PvpRoom = PvpState['room'];
export type PvpSeat = PvpState['seats'][number];
export type PvpHand = NonNullable<PvpState['hand']>;

/** While a hand is on, the table is read this often even if the socket says nothing. */
export const HAND_POLL_MS = 3_000;

export const pvpStateKey = (sessionId: string, roomId: string) =>
  ['play', 'pvp', 'state', sessionId, roomId] as const;

/**
 * The player's table in the room: seats, the hand as this player may see it, the last
 * hand, the balance. Read again when the table's socket says it changed, after a
 * reconnection, and every few seconds while a hand is on (the socket's hint can be lost).
 */
export const pvpStateQuery = (sessionId: string, roomId: string) =>
  queryOptions({
    queryKey: pvpStateKey(sessionId, roomId),
    queryFn: ({ signal }) => call(pvpRoomState, { body: { sessionId, roomId } }, { signal }),
    retry: false,
    refetchInterval: (query) => (query.state.data?.hand ? HAND_POLL_MS : false),
  });
