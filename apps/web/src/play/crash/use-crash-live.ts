import { CRASH_LIVE_PATH, CrashEvent } from '@gamehall/contract';
import { eventParser, useLiveFeed } from '../live-socket/use-live-feed.ts';
import { type SocketLink, socketUrl } from '../live-socket/use-live-socket.ts';
import { fromSnapshot, type LiveState, liveReducer, type Snapshot } from './live-state.ts';

/** The live socket on this page's own host: wss: under https, ws: otherwise. */
export const liveUrl = (location: { protocol: string; host: string }) =>
  socketUrl(location, CRASH_LIVE_PATH);

const parseEvent = eventParser<CrashEvent>(CrashEvent);
// A phase change, and a crashed round's players settled: the page's own bet changed.
const refreshOn = (e: CrashEvent) => e.type === 'round' || e.type === 'players';

export interface CrashLive {
  state: LiveState;
  /** The socket's state: after a drop the page reconnects with growing pauses. */
  link: SocketLink;
}

/**
 * The shared round, live: starts from the state call's snapshot, follows the crash
 * socket's events (useLiveSocket: it reconnects after a drop, and `onRefresh` then fetches
 * what was missed; it closes when the page leaves). `onRefresh` also runs on each phase
 * change and once a crashed round's players are settled: the page's own bet and balance
 * come from the state call, not the socket.
 */
export function useCrashLive(
  seed: { snapshot: Snapshot; receivedAt: number },
  onRefresh: () => void,
): CrashLive {
  const { view, link } = useLiveFeed({
    url: liveUrl(window.location),
    seed,
    reducer: liveReducer,
    init: fromSnapshot,
    parse: parseEvent,
    refreshOn,
    onRefresh,
  });
  return { state: view, link };
}
