import { LIVE_HISTORY, type LiveTableEvent } from '@gamehall/contract';
import type { LiveRound, LiveTableState, LiveTotals } from './get-live-state.ts';

/** The shared table as the page draws it, from the socket and the state call. */
export interface TableView {
  round: LiveRound | null;
  /** Everyone's stakes on the round shown, or null before the first bet is counted. */
  totals: LiveTotals | null;
  /** The last dealt rounds, newest first. */
  history: LiveRound[];
  /** The server's clock minus this device's (ms): countdowns run on server time. */
  offset: number;
}

export type Snapshot = Pick<LiveTableState, 'serverTime' | 'round' | 'totals' | 'history'>;

export type TableAction =
  /** An event of the table's socket, received at `receivedAt` (local ms). */
  | { kind: 'event'; event: LiveTableEvent; receivedAt: number }
  /** An answer of the state call: it may be older than the socket's news. */
  | { kind: 'state'; snapshot: Snapshot; receivedAt: number };

const PHASE_ORDER = { BETTING: 0, DECIDING: 1, SETTLED: 2 } as const;

const offsetOf = (serverTime: string, receivedAt: number) => {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - receivedAt : 0;
};

/** Both lists of dealt rounds, newest first, each round once. */
function mergeHistory(a: LiveRound[], b: LiveRound[]): LiveRound[] {
  const byId = new Map([...b, ...a].map((r) => [r.id, r]));
  return [...byId.values()].sort((x, y) => y.id - x.id).slice(0, LIVE_HISTORY);
}

/** A dealt round joins the results as it is shown, before the state call lists it. */
const withResult = (history: LiveRound[], round: LiveRound | null) =>
  round?.phase === 'SETTLED' && round.outcome ? mergeHistory([round], history) : history;

/** The totals that belong to `round`: a new round starts with none. */
const totalsFor = (totals: LiveTotals | null, round: LiveRound | null) =>
  totals && round && totals.roundId === round.id ? totals : null;

export const fromSnapshot = (snapshot: Snapshot, receivedAt: number): TableView => ({
  round: snapshot.round,
  totals: totalsFor(snapshot.totals, snapshot.round),
  history: withResult(mergeHistory(snapshot.history, []), snapshot.round),
  offset: offsetOf(snapshot.serverTime, receivedAt),
});

/**
 * Whether `next` is the same round as `now` or a later one, in the same phase or a later
 * one — at a table decided in steps, in the same step or a later one.
 */
function isNotOlder(now: LiveRound | null, next: LiveRound | null) {
  if (!next) return now === null;
  if (!now) return true;
  if (next.id !== now.id) return next.id > now.id;
  if (next.phase !== now.phase) return PHASE_ORDER[next.phase] > PHASE_ORDER[now.phase];
  return (next.step ?? 0) >= (now.step ?? 0);
}

function applyEvent(view: TableView, event: LiveTableEvent, receivedAt: number): TableView {
  switch (event.type) {
    case 'snapshot':
      return {
        round: event.round,
        totals: totalsFor(event.totals, event.round),
        // The socket's snapshot carries no results: the ones known stay.
        history: withResult(view.history, event.round),
        offset: offsetOf(event.serverTime, receivedAt),
      };
    case 'round':
      return {
        round: event.round,
        totals: totalsFor(view.totals, event.round),
        history: withResult(view.history, event.round),
        offset: offsetOf(event.serverTime, receivedAt),
      };
    case 'totals':
      // Totals hints are read later than sent: one of a round no longer shown is stale.
      return event.totals.roundId === view.round?.id ? { ...view, totals: event.totals } : view;
  }
}

/**
 * The table after one action. The socket's events always apply (they come in the order
 * things happened); an answer of the state call only when it shows the same round or a
 * later one, so a slow answer never takes the page back in time.
 */
export function tableReducer(view: TableView, action: TableAction): TableView {
  if (action.kind === 'event') return applyEvent(view, action.event, action.receivedAt);
  if (!isNotOlder(view.round, action.snapshot.round)) return view;
  const next = fromSnapshot(action.snapshot, action.receivedAt);
  return {
    ...next,
    totals: fuller(next.totals, totalsFor(view.totals, next.round)),
    history: mergeHistory(next.history, view.history),
  };
}

const staked = (totals: LiveTotals) => Object.values(totals.spots).reduce((a, b) => a + b, 0);

/**
 * Of two counts of the same round's stakes, the later one: stakes are only ever added to
 * a round, so the larger count is the later (the answer may predate a totals event).
 */
function fuller(a: LiveTotals | null, b: LiveTotals | null) {
  if (!a || !b) return a ?? b;
  return staked(b) > staked(a) ? b : a;
}
