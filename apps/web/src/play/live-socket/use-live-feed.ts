import { useCallback, useEffect, useReducer, useRef } from 'react';
import { type SocketLink, useLiveSocket } from './use-live-socket.ts';

/** What moves a live view: a newer answer of the state call, or an event of the socket. */
export type FeedAction<S, E> =
  | { kind: 'event'; event: E; receivedAt: number }
  | { kind: 'state'; snapshot: S; receivedAt: number };

/** A message of a socket as one of its events, or null when it is not one (ignored). */
export function eventParser<E>(schema: { safeParse(v: unknown): { success: boolean; data?: E } }) {
  return (data: unknown): E | null => {
    if (typeof data !== 'string') return null;
    try {
      const parsed = schema.safeParse(JSON.parse(data));
      return parsed.success ? (parsed.data as E) : null;
    } catch {
      return null;
    }
  };
}

/**
 * A shared round, live (crash's, a table's): starts from the state call's answer, follows
 * the socket's events (useLiveSocket reconnects after a drop) and catches up with each
 * newer answer. `onRefresh` asks the state call again after a reconnection and on the
 * events `refreshOn` names: the player's own bets and balance come from it, not the socket.
 */
export function useLiveFeed<S, E, V>(options: {
  url: string;
  seed: { snapshot: S; receivedAt: number };
  reducer: (view: V, action: FeedAction<S, E>) => V;
  init: (snapshot: S, receivedAt: number) => V;
  parse: (data: unknown) => E | null;
  refreshOn: (event: E) => boolean;
  onRefresh: () => void;
}): { view: V; link: SocketLink } {
  const { seed, reducer, init, parse, refreshOn } = options;
  const [view, dispatch] = useReducer(reducer, seed, (s) => init(s.snapshot, s.receivedAt));
  const refresh = useRef(options.onRefresh);
  useEffect(() => {
    refresh.current = options.onRefresh;
  });
  useEffect(() => {
    dispatch({ kind: 'state', snapshot: seed.snapshot, receivedAt: seed.receivedAt });
  }, [seed]);
  const onMessage = useCallback(
    (data: unknown) => {
      const event = parse(data);
      if (!event) return;
      dispatch({ kind: 'event', event, receivedAt: Date.now() });
      if (refreshOn(event)) refresh.current();
    },
    [parse, refreshOn],
  );
  const onReconnected = useCallback(() => refresh.current(), []);
  const link = useLiveSocket(options.url, onMessage, onReconnected);
  return { view, link };
}
