import { LIVE_TABLE_PATH, LiveTableEvent } from '@gamehall/contract';
import { eventParser, useLiveFeed } from '../live-socket/use-live-feed.ts';
import { type SocketLink, socketUrl } from '../live-socket/use-live-socket.ts';
import { fromSnapshot, type Snapshot, type TableView, tableReducer } from './table-state.ts';

/** The table's socket on this page's own host: wss: under https, ws: otherwise. */
export const tableUrl = (location: { protocol: string; host: string }, table: string) =>
  socketUrl(location, `${LIVE_TABLE_PATH}?table=${encodeURIComponent(table)}`);

const parseEvent = eventParser<LiveTableEvent>(LiveTableEvent);
const refreshOn = (e: LiveTableEvent) => e.type === 'round';

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
  return useLiveFeed({
    url: tableUrl(window.location, table),
    seed,
    reducer: tableReducer,
    init: fromSnapshot,
    parse: parseEvent,
    refreshOn,
    onRefresh,
  });
}
