import { CRASH_LIVE_PATH, CrashEvent } from '@gamehall/contract';
import { useEffect, useReducer, useRef, useState } from 'react';
import { fromSnapshot, type LiveState, liveReducer, type Snapshot } from './live-state.ts';

/** The live socket on this page's own host: wss: under https, ws: otherwise. */
export function liveUrl(location: { protocol: string; host: string }) {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${CRASH_LIVE_PATH}`;
}

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 10_000;

/**
 * How long to wait before the nth reconnection: doubling from half a second up to ten,
 * give or take a fifth, so the players of a restarted server do not all come back at once.
 */
export const retryDelay = (attempt: number) =>
  Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt) * (0.8 + Math.random() * 0.4);

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
  link: 'connecting' | 'open' | 'reconnecting';
}

/**
 * The shared round, live: starts from the state call's snapshot, opens the crash socket
 * and follows its events; when the socket drops it reconnects (and `onRefresh` fetches
 * what was missed), and it closes when the page leaves. `onRefresh` also runs on each
 * phase change and once a crashed round's players are settled: the page's own bet and
 * balance come from the state call, not the socket.
 */
export function useCrashLive(
  seed: { snapshot: Snapshot; receivedAt: number },
  onRefresh: () => void,
): CrashLive {
  const [state, dispatch] = useReducer(liveReducer, seed, (s) =>
    fromSnapshot(s.snapshot, s.receivedAt),
  );
  const [link, setLink] = useState<CrashLive['link']>('connecting');
  const refresh = useRef(onRefresh);
  useEffect(() => {
    refresh.current = onRefresh;
  });

  // A newer answer of the state call (after a reconnection, a phase change) catches up.
  useEffect(() => {
    dispatch({ kind: 'state', snapshot: seed.snapshot, receivedAt: seed.receivedAt });
  }, [seed]);

  useEffect(() => {
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const connect = () => {
      const current = new WebSocket(liveUrl(window.location));
      socket = current;
      current.onopen = () => {
        setLink('open');
        // Back after a drop: what happened meanwhile (a settled bet) comes from the state call.
        if (attempt > 0) refresh.current();
        attempt = 0;
      };
      current.onmessage = (message: MessageEvent) => {
        const event = parseEvent(message.data);
        if (!event) return;
        dispatch({ kind: 'event', event, receivedAt: Date.now() });
        if (event.type === 'round' || event.type === 'players') refresh.current();
      };
      current.onclose = () => {
        if (stopped || socket !== current) return;
        setLink('reconnecting');
        timer = setTimeout(connect, retryDelay(attempt++));
      };
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, []);

  return { state, link };
}
