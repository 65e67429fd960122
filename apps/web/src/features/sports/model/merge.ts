import type { Match } from './slip.ts';

/**
 * A list's matches with the socket's newer versions in place (by id; an older or equal
 * version is ignored, as a late message must not undo a newer answer). The same array
 * when nothing changed, so the list does not render again.
 */
export function mergeMatches<T extends Match>(
  list: readonly T[],
  incoming: ReadonlyMap<string, Match>,
) {
  let changed = false;
  const next = list.map((m) => {
    const fresh = incoming.get(m.id);
    if (!fresh || fresh.version <= m.version) return m;
    changed = true;
    return { ...m, ...fresh, markets: mergeMarkets(m.markets, fresh.markets) } as T;
  });
  return changed ? next : list;
}

/**
 * The socket sends a match with all its markets; a list holds only the main ones, so only
 * those are taken (a list row must not grow every market), the rest stay for the match page.
 */
function mergeMarkets(held: Match['markets'], fresh: Match['markets']) {
  if (held.length === 0) return held;
  const byId = new Map(fresh.map((m) => [m.id, m]));
  // A main line that moved comes as another market of its kind.
  return held.map((m) => byId.get(m.id) ?? fresh.find((f) => f.kind === m.kind) ?? m);
}

/** Whether a newer version changes which list a match belongs in (pre → live → ended). */
export const phaseMoved = (held: Match, fresh: Match) =>
  fresh.version > held.version && fresh.phase !== held.phase;
