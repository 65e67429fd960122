import { useEffect, useRef, useState } from 'react';

/** The socket's state: after a drop the page reconnects with growing pauses. */
export type SocketLink = 'connecting' | 'open' | 'reconnecting';

/** A socket path (`/play/api/…/live`) on this page's own host: wss: under https, ws: otherwise. */
export function socketUrl(location: { protocol: string; host: string }, path: string) {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${path}`;
}

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 10_000;

/**
 * How long to wait before the nth reconnection: doubling from half a second up to ten,
 * give or take a fifth, so the players of a restarted server do not all come back at once.
 */
export const retryDelay = (attempt: number) =>
  Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt) * (0.8 + Math.random() * 0.4);

/**
 * A socket the server only sends on (crash's round, a live table's), kept open while the
 * page shows: each message goes to `onMessage`; when it drops it reconnects after growing,
 * jittered pauses (retryDelay), and `onReconnected` runs once it is back (what was missed
 * comes from the page's state call); it closes when the page leaves. The one reconnect
 * loop of the game page: each game reads its own events from the messages.
 */
export function useLiveSocket(
  url: string,
  onMessage: (data: unknown) => void,
  onReconnected: () => void,
): SocketLink {
  const [link, setLink] = useState<SocketLink>('connecting');
  const handlers = useRef({ onMessage, onReconnected });
  useEffect(() => {
    handlers.current = { onMessage, onReconnected };
  });

  useEffect(() => {
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const connect = () => {
      const current = new WebSocket(url);
      socket = current;
      current.onopen = () => {
        setLink('open');
        if (attempt > 0) handlers.current.onReconnected();
        attempt = 0;
      };
      current.onmessage = (message: MessageEvent) => handlers.current.onMessage(message.data);
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
  }, [url]);

  return link;
}
