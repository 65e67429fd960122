import { CRASH_HISTORY, type CrashEvent } from '@gamehall/contract';
import type { CrashHistory, CrashPlayer, CrashRound, CrashState } from './get-crash-state.ts';

/** The shared round as the page draws it, from the live socket (and the state call). */
export interface LiveState {
  round: CrashRound | null;
  players: CrashPlayer[];
  /** The last crashed rounds, newest first. */
  history: CrashHistory;
  /** The server's clock minus this device's (ms), so the multiplier runs on server time. */
  offset: number;
}

export type Snapshot = Pick<CrashState, 'serverTime' | 'round' | 'players' | 'history'>;

export type LiveAction =
  /** An event of the live socket, received at `receivedAt` (local ms). */
  | { kind: 'event'; event: CrashEvent; receivedAt: number }
  /** The answer of the state call: it may be older than the socket's news. */
  | { kind: 'state'; snapshot: Snapshot; receivedAt: number };

const PHASE_ORDER = { BETTING: 0, RUNNING: 1, CRASHED: 2 } as const;

const offsetOf = (serverTime: string, receivedAt: number) => {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - receivedAt : 0;
};

export const fromSnapshot = (snapshot: Snapshot, receivedAt: number): LiveState => ({
  round: snapshot.round,
  players: snapshot.players,
  history: snapshot.history.slice(0, CRASH_HISTORY),
  offset: offsetOf(snapshot.serverTime, receivedAt),
});

/** Whether `next` is the same round as `now` or a later one, in the same phase or a later one. */
function isNotOlder(now: CrashRound | null, next: CrashRound | null) {
  if (!next) return now === null;
  if (!now) return true;
  if (next.id !== now.id) return next.id > now.id;
  return PHASE_ORDER[next.phase] >= PHASE_ORDER[now.phase];
}

/** The player's row replaced (a cash-out) or added (a bet), found by its bet id. */
const upsert = (players: CrashPlayer[], player: CrashPlayer) =>
  players.some((p) => p.betId === player.betId)
    ? players.map((p) => (p.betId === player.betId ? player : p))
    : [...players, player];

function withCrash(history: CrashHistory, round: CrashRound): CrashHistory {
  if (round.phase !== 'CRASHED' || round.crashPoint === null || round.hash === null) return history;
  const entry = {
    id: round.id,
    crashPoint: round.crashPoint,
    hash: round.hash,
    chainId: round.chainId,
  };
  return [entry, ...history.filter((h) => h.id !== round.id)].slice(0, CRASH_HISTORY);
}

function applyEvent(state: LiveState, event: CrashEvent, receivedAt: number): LiveState {
  switch (event.type) {
    case 'snapshot':
      return fromSnapshot(event, receivedAt);
    case 'round': {
      const { round } = event;
      return {
        round,
        // A new round starts with no players; the same round keeps its rows.
        players: round.id === state.round?.id ? state.players : [],
        history: withCrash(state.history, round),
        offset: offsetOf(event.serverTime, receivedAt),
      };
    }
    case 'bet':
    case 'cashout':
      if (event.roundId !== state.round?.id) return state;
      return { ...state, players: upsert(state.players, event.player) };
    case 'players':
      if (event.roundId !== state.round?.id) return state;
      return { ...state, players: event.players };
  }
}

/**
 * The live state after one action. The socket's events always apply (it is the order
 * things happened in); an answer of the state call applies only when it shows the same
 * round or a later one, so a slow answer never takes the page back in time.
 */
export function liveReducer(state: LiveState, action: LiveAction): LiveState {
  if (action.kind === 'event') return applyEvent(state, action.event, action.receivedAt);
  if (!isNotOlder(state.round, action.snapshot.round)) return state;
  const next = fromSnapshot(action.snapshot, action.receivedAt);
  return {
    ...next,
    players:
      next.round?.id === state.round?.id ? mergePlayers(next.players, state.players) : next.players,
    history: mergeHistory(next.history, state.history),
  };
}

const settledness = (p: CrashPlayer) => (p.win !== null ? 2 : p.cashedOutAt !== null ? 1 : 0);

/** The same round's rows from both sources, each bet once, the further settled row winning. */
function mergePlayers(answer: CrashPlayer[], live: CrashPlayer[]): CrashPlayer[] {
  let rows = answer;
  for (const row of live) {
    const known = rows.find((p) => p.betId === row.betId);
    if (!known || settledness(row) > settledness(known)) rows = upsert(rows, row);
  }
  return rows;
}

/** Both lists of crashed rounds, newest first, each round once. */
function mergeHistory(a: CrashHistory, b: CrashHistory): CrashHistory {
  const byId = new Map([...b, ...a].map((h) => [h.id, h]));
  return [...byId.values()].sort((x, y) => y.id - x.id).slice(0, CRASH_HISTORY);
}
