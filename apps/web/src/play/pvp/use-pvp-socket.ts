import { PVP_ROOM_PATH, PvpRoomEvent } from '@gamehall/contract';
import { useCallback } from 'react';
import { eventParser } from '../live-socket/use-live-feed.ts';
import { type SocketLink, socketUrl, useLiveSocket } from '../live-socket/use-live-socket.ts';

/** The table's socket on this page's own host: wss: under https, ws: otherwise. */
export const pvpTableUrl = (location: { protocol: string; host: string }, table: string) =>
  socketUrl(location, `${PVP_ROOM_PATH}?table=${encodeURIComponent(table)}`);

const parseEvent = eventParser<PvpRoomEvent>(PvpRoomEvent);

/**
 * Follows the player's table: the socket only says that something changed (each seat
 * sees other cards, so the table is read again with the player's own session), and after
 * a reconnection whatever was missed is read the same way.
 */
export function usePvpSocket(table: string, refresh: () => void): SocketLink {
  const onMessage = useCallback(
    (data: unknown) => {
      const event = parseEvent(data);
      if (event?.table === table) refresh();
    },
    [table, refresh],
  );
  return useLiveSocket(pvpTableUrl(window.location, table), onMessage, refresh);
}
