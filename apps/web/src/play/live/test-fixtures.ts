import type { LiveTableEvent } from '@gamehall/contract';
import { LIVE_ENGINES } from '@gamehall/games';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { iso } from '../test/crash-fixtures.ts';
import { fakeServer } from '../test/fake-server.ts';
import { type FakeSocket, fakeSockets } from '../test/fake-socket.ts';
import { opened } from '../test/fixtures.tsx';
import type { LiveRound, LiveSlip, LiveTableState } from './get-live-state.ts';

export const SEED_HASH = 'd4'.repeat(32);
export const SERVER_SEED = 'e7'.repeat(32);

/** A round of `table` taking bets for `msLeft` more (server time now = `now`). */
export const bettingRound = (
  table: string,
  id: number,
  now: number,
  msLeft: number,
): LiveRound => ({
  id,
  table,
  phase: 'BETTING',
  bettingEndsAt: iso(now + msLeft),
  decisionsEndAt: null,
  nextAt: null,
  seedHash: SEED_HASH,
  serverSeed: null,
  clientSeed: table,
  nonce: id,
  card: null,
  visible: null,
  outcome: null,
});

/** The same round dealt just now, with its outcome and seed; the next round in 6 s. */
export const dealtRound = (
  table: string,
  id: number,
  now: number,
  outcome: Record<string, unknown>,
): LiveRound => ({
  ...bettingRound(table, id, now, 0),
  phase: 'SETTLED',
  bettingEndsAt: iso(now),
  nextAt: iso(now + 6000),
  serverSeed: SERVER_SEED,
  outcome,
});

/**
 * A round of a table where players decide, its decisions closing in `msLeft` (its bets
 * closed 10 s before): what everyone sees of the deal (`visible`), no more.
 */
export const decidingRound = (
  table: string,
  id: number,
  now: number,
  msLeft: number,
  visible: Record<string, unknown>,
): LiveRound => ({
  ...bettingRound(table, id, now, 0),
  phase: 'DECIDING',
  bettingEndsAt: iso(now + msLeft - 10_000),
  decisionsEndAt: iso(now + msLeft),
  visible,
});

/** The same round once its decisions closed just now: the whole deal, the seed; next in 6 s. */
export const decidedRound = (
  table: string,
  id: number,
  now: number,
  outcome: Record<string, unknown>,
): LiveRound => ({
  ...dealtRound(table, id, now, outcome),
  bettingEndsAt: iso(now - 10_000),
  decisionsEndAt: iso(now),
});

/** The server's limits for a table: 1 to 2,000 a spot, 200 on the long shots. */
export function liveLimits(engine: string) {
  const types: readonly string[] = LIVE_ENGINES[engine]?.betTypes ?? [];
  const longShots = new Set(['total', 'triple', 'double', 'combo', 'suitedTie']);
  return {
    perBet: Object.fromEntries(
      types.map((type) => [type, { min: 1, max: longShots.has(type) ? 200 : 2000 }]),
    ),
    maxTotal: 10_000,
  };
}

/** What the state call answers for a table at server time `now`. */
export const liveStateOf = (
  engine: string,
  now: number,
  over: Partial<LiveTableState> = {},
): LiveTableState => ({
  serverTime: iso(now),
  table: {
    id: engine,
    engine,
    bettingMs: 15_000,
    decisionMs: 0,
    resultMs: 6_000,
    limits: liveLimits(engine),
  },
  round: bettingRound(engine, 8, now, 12_000),
  totals: null,
  history: [],
  upcoming: [],
  mySlips: [],
  decisions: null,
  balance: 1000,
  ...over,
});

export const slip = (
  id: number,
  roundId: number,
  bets: { spot: string; stake: number; win?: number | null }[],
): LiveSlip => {
  const lines = bets.map((b) => ({ spot: b.spot, stake: b.stake, win: b.win ?? null }));
  const settled = lines.every((l) => l.win !== null);
  return {
    id,
    roundId,
    bets: lines,
    stake: lines.reduce((sum, l) => sum + l.stake, 0),
    win: settled ? lines.reduce((sum, l) => sum + (l.win ?? 0), 0) : null,
  };
};

/** The live table page over the fake server: `state` is what the state call answers each time. */
export function serveTable(
  engine: string,
  state: () => LiveTableState,
  routes: Parameters<typeof fakeServer>[0] = {},
) {
  return fakeServer({
    '/play/api/open': () =>
      opened(engine, { game: { ...opened(engine).game, name: NAMES[engine] ?? engine } }),
    '/play/api/table/state': () => state(),
    ...routes,
  });
}

const NAMES: Record<string, string> = {
  sicbo: 'Sic Bo',
  'dragon-tiger': 'Dragon Tiger',
  cockfight: 'Cockfight',
  'three-card-poker': 'Three Card Poker',
  'casino-holdem': "Casino Hold'em",
  blackjack: 'Blackjack',
};

/**
 * Pins this device's clock (Date only: timers stay real) at `at`, so a countdown reads
 * what its round says however slowly the test runs; livePageSetup lets it go after.
 */
export function pinClock(at = Date.now()) {
  vi.useFakeTimers({ toFake: ['Date'], now: at });
  return at;
}

/** A table event, as the server sends it. */
export const emit = (socket: FakeSocket, event: LiveTableEvent) =>
  socket.emit(JSON.stringify(event));

/**
 * Every live table page test: fake sockets, and the site's frame around the page. The
 * page's own chunk (lazy in play-app.tsx) is loaded once before the tests, so the first
 * test does not spend its time budget compiling it on a busy run.
 */
export function livePageSetup() {
  const site = { postMessage: vi.fn() };
  beforeAll(async () => {
    await import('./live-table-game.tsx');
  });
  beforeEach(() => {
    fakeSockets();
    site.postMessage = vi.fn();
    vi.spyOn(window, 'parent', 'get').mockReturnValue(site as unknown as Window);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
  return site;
}

/** The words a control is described by (aria-describedby). */
export const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
