import { LIVE_TABLE_PATH, LiveTableEvent } from '@gamehall/contract';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { type SocketLink, socketUrl, useLiveSocket } from '../live-socket/use-live-socket.ts';
import { fromSnapshot, type Snapshot, type TableView, tableReducer } from './table-state.ts';

/** The table's socket on this page's own host: wss: under https, ws: otherwise. */
export const tableUrl = (location: { protocol: string; host: string }, table: string) =>
  socketUrl(location, `${LIVE_TABLE_PATH}?table=${encodeURIComponent(table)}`);

/** A message of the socket as a LiveTableEvent, or null when it is not one (ignored). */
function parseEvent(data: unknown): LiveTableEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = LiveTableEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The shared table, live: starts from the state call's answer, follows the table's socket,
 * and catches up with each newer answer. `onRefresh` asks the state call again whenever a
 * round opens or is dealt and after a reconnection: the player's slips, wins and balance
 * come from it, not from the socket.
 */
export function useLiveTable(
  table: string,
  seed: { snapshot: Snapshot; receivedAt: number },
  onRefresh: () => void,
): { view: TableView; link: SocketLink } {
  const [view, dispatch] = useReducer(tableReducer, seed, (s) =>
    fromSnapshot(s.snapshot, s.receivedAt),
  );
  const refresh = useRef(onRefresh);
  useEffect(() => {
    refresh.current = onRefresh;
  });

  useEffect(() => {
    dispatch({ kind: 'state', snapshot: seed.snapshot, receivedAt: seed.receivedAt });
  }, [seed]);

  const onMessage = useCallback((data: unknown) => {
    const event = parseEvent(data);
    if (!event) return;
    dispatch({ kind: 'event', event, receivedAt: Date.now() });
    if (event.type === 'round') refresh.current();
  }, []);
  const onReconnected = useCallback(() => refresh.current(), []);
  const link = useLiveSocket(tableUrl(window.location, table), onMessage, onReconnected);
  return { view, link };
}
