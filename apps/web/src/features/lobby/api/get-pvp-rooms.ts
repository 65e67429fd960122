import { getPvpRooms, type QueryOf } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export type PvpRoomsQuery = QueryOf<typeof getPvpRooms>;

/** The rooms (stake tiers) of a PVP game, for the room picker before it launches. */
export const pvpRoomsQuery = (query: PvpRoomsQuery) =>
  queryOptions({
    queryKey: ['games', 'rooms', query],
    queryFn: ({ signal }) => call(getPvpRooms, { query }, { signal }),
  });

export const usePvpRooms = (query: PvpRoomsQuery, enabled = true) =>
  useQuery({ ...pvpRoomsQuery(query), enabled });
