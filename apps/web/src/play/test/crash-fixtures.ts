import { afterEach, beforeEach, vi } from 'vitest';
import type { CrashState } from '../crash/get-crash-state.ts';
import { fakeSockets } from './fake-socket.ts';

type Round = NonNullable<CrashState['round']>;
type Player = CrashState['players'][number];
type Bet = NonNullable<CrashState['myBet']>;

export const ROUND_HASH = 'c4'.repeat(32);
export const SALT = '0000000000000000000fa3b65e43e4240d71762a5bf397d5304b2596d116859c';
export const TERMINATING = 'e5'.repeat(32);

export const iso = (ms: number) => new Date(ms).toISOString();

export const crashLimits = { minStake: 0.1, maxStake: 1000, minAuto: 1.01, maxAuto: 10000 };

const round = (id: number, over: Partial<Round>): Round => ({
  id,
  phase: 'BETTING',
  bettingEndsAt: iso(Date.now() + 6000),
  startedAt: null,
  crashedAt: null,
  crashPoint: null,
  hash: null,
  chainId: 1,
  idx: id,
  ...over,
});

/** A round taking bets for `msLeft` more (server time now = `now`). */
export const betting = (id: number, now: number, msLeft: number) =>
  round(id, { bettingEndsAt: iso(now + msLeft) });

/** A round that started `elapsedMs` before `now`. */
export const running = (id: number, now: number, elapsedMs: number) =>
  round(id, {
    phase: 'RUNNING',
    bettingEndsAt: iso(now - elapsedMs),
    startedAt: iso(now - elapsedMs),
  });

export const crashed = (id: number, now: number, crashPoint: number, hash = ROUND_HASH) =>
  round(id, {
    phase: 'CRASHED',
    bettingEndsAt: iso(now - 10_000),
    startedAt: iso(now - 10_000),
    crashedAt: iso(now),
    crashPoint,
    hash,
  });

export const player = (betId: number, name: string, stake: number, over: Partial<Player> = {}) => ({
  betId,
  player: name,
  stake,
  cashedOutAt: null,
  win: null,
  ...over,
});

export const myBet = (roundId: number, stake: number, over: Partial<Bet> = {}): Bet => ({
  roundId,
  stake,
  autoCashout: null,
  status: 'ACTIVE',
  cashedOutAt: null,
  win: null,
  ...over,
});

export const crashed7 = { id: 7, crashPoint: 2.31, hash: ROUND_HASH, chainId: 1 };

/** What the state call answers: the round at server time `now`, and this session's bet. */
export const crashStateOf = (now: number, over: Partial<CrashState> = {}): CrashState => ({
  serverTime: iso(now),
  round: betting(8, now, 4000),
  players: [],
  history: [crashed7, { id: 6, crashPoint: 1, hash: 'd6'.repeat(32), chainId: 1 }],
  myBet: null,
  balance: 1000,
  limits: crashLimits,
  ...over,
});

/**
 * Every crash page test: fake sockets, and the site's frame around the page (window.parent),
 * whose postMessage the test reads as `site.postMessage`.
 */
export function crashPageSetup() {
  const site = { postMessage: vi.fn() };
  beforeEach(() => {
    fakeSockets();
    site.postMessage = vi.fn();
    vi.spyOn(window, 'parent', 'get').mockReturnValue(site as unknown as Window);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
  return site;
}
