import { CRASH_LIVE_PATH, CrashEvent } from '@gamehall/contract';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { type SocketLink, socketUrl, useLiveSocket } from '../live-socket/use-live-socket.ts';
import { fromSnapshot, type LiveState, liveReducer, type Snapshot } from './live-state.ts';

/** The live socket on this page's own host: wss: under https, ws: otherwise. */
export const liveUrl = (location: { protocol: string; host: string }) =>
  socketUrl(location, CRASH_LIVE_PATH);

/** A message of the socket as a CrashEvent, or null when it is not one (ignored). */
function parseEvent(data: unknown): CrashEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = CrashEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

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
  const [state, dispatch] = useReducer(liveReducer, seed, (s) =>
    fromSnapshot(s.snapshot, s.receivedAt),
  );
  const refresh = useRef(onRefresh);
  useEffect(() => {
    refresh.current = onRefresh;
  });

  // A newer answer of the state call (after a reconnection, a phase change) catches up.
  useEffect(() => {
    dispatch({ kind: 'state', snapshot: seed.snapshot, receivedAt: seed.receivedAt });
  }, [seed]);

  const onMessage = useCallback((data: unknown) => {
    const event = parseEvent(data);
    if (!event) return;
    dispatch({ kind: 'event', event, receivedAt: Date.now() });
    if (event.type === 'round' || event.type === 'players') refresh.current();
  }, []);
  // Back after a drop: what happened meanwhile (a settled bet) comes from the state call.
  const onReconnected = useCallback(() => refresh.current(), []);
  const link = useLiveSocket(liveUrl(window.location), onMessage, onReconnected);
  return { state, link };
}
