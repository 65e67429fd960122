import { SPORTS_LIVE_PATH, SportsLiveEvent } from '@gamehall/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { socketUrl, useLiveSocket } from '../../../play/live-socket/use-live-socket.ts';
import { mergeMatches, phaseMoved } from '../model/merge.ts';
import type { Match } from '../model/slip.ts';
import type { MatchDetail } from './get-sports-match.ts';
import type { SportsCategory } from './get-sports-menu.ts';
import { SPORTS, SPORTS_BETS, SPORTS_MATCH, SPORTS_MATCHES } from './keys.ts';

type MatchPage = { matches: Match[] };

/** A socket message as its event, or null (anything else is ignored). */
function parse(data: unknown): SportsLiveEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = SportsLiveEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Puts the socket's matches into the caches that show them: every list of the category
 * (their main markets) and each match's page (all markets). A match that changed list (it
 * started or ended) or scored (its timeline grew) is asked for again.
 */
export function mergeLive(client: QueryClient, category: SportsCategory, matches: Match[]) {
  const incoming = new Map(matches.map((m) => [m.id, m]));
  let moved = false;
  for (const [key, page] of client.getQueriesData<MatchPage>({
    queryKey: [...SPORTS_MATCHES, category],
  })) {
    if (!page) continue;
    for (const held of page.matches) {
      const fresh = incoming.get(held.id);
      if (fresh && phaseMoved(held, fresh)) moved = true;
    }
    const merged = mergeMatches(page.matches, incoming);
    if (merged !== page.matches) client.setQueryData(key, { ...page, matches: merged });
  }
  if (moved) void client.invalidateQueries({ queryKey: [...SPORTS_MATCHES, category] });
  // A match over: its bets are settled in a moment, so my bets are asked again.
  if (matches.some((m) => m.phase === 'ended')) {
    void client.invalidateQueries({ queryKey: SPORTS_BETS });
  }
  for (const fresh of matches) {
    const key = [...SPORTS_MATCH, fresh.id];
    const held = client.getQueryData<MatchDetail>(key);
    if (!held || fresh.version <= held.match.version) continue;
    client.setQueryData<MatchDetail>(key, { ...held, match: fresh });
    const scored = JSON.stringify(fresh.score) !== JSON.stringify(held.match.score);
    if (scored || fresh.phase !== held.match.phase)
      void client.invalidateQueries({ queryKey: key });
  }
}

/**
 * The category's live socket, one per page: its messages go into the query caches (and to
 * `onMatches`, the slip's prices); after a drop it reconnects with growing pauses
 * (useLiveSocket) and then asks every sportsbook query again, for what it missed.
 */
export function useSportsLive(category: SportsCategory, onMatches: (matches: Match[]) => void) {
  const client = useQueryClient();
  const forward = useRef(onMatches);
  useEffect(() => {
    forward.current = onMatches;
  });
  const url = useMemo(
    () => socketUrl(window.location, `${SPORTS_LIVE_PATH}?category=${category}`),
    [category],
  );
  const onMessage = useCallback(
    (data: unknown) => {
      const event = parse(data);
      if (!event || event.matches.length === 0) return;
      mergeLive(client, category, event.matches);
      forward.current(event.matches);
    },
    [client, category],
  );
  const onReconnected = useCallback(() => {
    void client.invalidateQueries({
      queryKey: SPORTS,
      predicate: (q) => q.queryKey[1] !== 'bets',
    });
  }, [client]);
  return useLiveSocket(url, onMessage, onReconnected);
}
