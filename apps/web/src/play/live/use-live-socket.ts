import { useEffect, useRef, useState } from 'react';
import { retryDelay } from '../crash/use-crash-live.ts';

export type SocketLink = 'connecting' | 'open' | 'reconnecting';

/**
 * A socket the server only sends on, kept open while the page shows: each message goes to
 * `onMessage`; when it drops it reconnects after crash's growing, jittered pauses
 * (retryDelay), and `onReconnected` runs once it is back (what was missed comes from a
 * fetch); it closes when the page leaves. Crash's socket loop (use-crash-live.ts) is the
 * same shape, bound to its own events.
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
