import type { SportCode } from '../types.ts';
import { seededRng, shuffled } from './rng.ts';
import { DEMO_LEAGUES, type DemoLeague, type DemoTeam, demoLeague } from './teams.ts';

/**
 * The demo feed's fixture list: a fixed grid, computed, never stored. Each league starts one
 * match every `stepMs` from the Unix epoch (plus the league's offset), the pairs taken in
 * round-robin order, so that at any moment `teams / 4` matches of every league are in play
 * and no team is in two at once. A match lasts `durationMs` of real time whatever the
 * sport's clock says (90 football minutes are 12 real minutes by default).
 */
export const DEMO_DURATION_MS: Readonly<Record<SportCode, number>> = {
  football: 12 * 60_000,
  basketball: 10 * 60_000,
  tennis: 10 * 60_000,
  cs2: 10 * 60_000,
  dota2: 10 * 60_000,
  lol: 10 * 60_000,
};

/** Real milliseconds a whole match of a sport lasts, overriding the defaults (a test site: 60_000). */
export type DemoSpeed = Partial<Record<SportCode, number>>;

export interface DemoFixture {
  /** `${leagueId}-${startMs}`: one match per league per grid slot, so unique and stable. */
  id: string;
  sport: SportCode;
  leagueId: string;
  home: DemoTeam;
  away: DemoTeam;
  startMs: number;
  durationMs: number;
  /** Decides the whole match: keep it on the server, never send it to a browser. */
  seed: string;
}

export interface LeagueGrid {
  durationMs: number;
  stepMs: number;
  /** A slot starts at offsetMs + k × stepMs for every integer k. */
  offsetMs: number;
}

export function durationOf(sport: SportCode, speed: DemoSpeed = {}): number {
  const ms = speed[sport] ?? DEMO_DURATION_MS[sport];
  if (!Number.isSafeInteger(ms) || ms < 1_000) {
    throw new RangeError(`a ${sport} match must last a whole number of ms ≥ 1000, got ${ms}`);
  }
  return ms;
}

/**
 * The league's slots. With `c = teams / 4` matches in play per league, a slot every
 * ⌈duration / c⌉ ms keeps c matches running at every moment; the round-robin order below
 * keeps any c consecutive pairs disjoint, so no team plays two matches at once. Leagues of
 * one sport are spread evenly inside the step so their kick-offs do not coincide.
 */
export function leagueGrid(league: DemoLeague, speed: DemoSpeed = {}): LeagueGrid {
  const durationMs = durationOf(league.sport, speed);
  const stepMs = Math.ceil(durationMs / (league.teams.length / 4));
  const siblings = DEMO_LEAGUES.filter((l) => l.sport === league.sport);
  const index = siblings.findIndex((l) => l.id === league.id);
  return {
    durationMs,
    stepMs,
    offsetMs: Math.floor((Math.max(0, index) * stepMs) / siblings.length),
  };
}

const mod = (a: number, n: number): number => ((a % n) + n) % n;

/**
 * The k-th pair of the endless round-robin (circle method: team n − 1 fixed, the others
 * rotating), as indices into the league's team order. Within a round the pairs are
 * disjoint, and the last pairs of a round share no team with the first of the next, which
 * is what lets consecutive slots overlap in time. Home and away alternate by round and cycle.
 */
export function roundRobinPair(k: number, n: number): [number, number] {
  const perRound = n / 2;
  const q = n - 1;
  const cycleLength = perRound * q;
  const cycle = Math.floor(k / cycleLength);
  const j = mod(k, cycleLength);
  const round = Math.floor(j / perRound);
  const i = j % perRound;
  const pair: [number, number] = i === 0 ? [q, round] : [(round + i) % q, mod(round - i, q)];
  return mod(cycle + round + i, 2) === 0 ? pair : [pair[1], pair[0]];
}

function teamOrder(seed: string, league: DemoLeague): DemoTeam[] {
  return shuffled(league.teams, seededRng(`${seed}:order:${league.id}`));
}

function fixtureAt(
  seed: string,
  league: DemoLeague,
  order: readonly DemoTeam[],
  grid: LeagueGrid,
  slot: number,
): DemoFixture {
  const [h, a] = roundRobinPair(slot, order.length);
  const startMs = grid.offsetMs + slot * grid.stepMs;
  const id = `${league.id}-${startMs}`;
  return {
    id,
    sport: league.sport,
    leagueId: league.id,
    home: order[h] as DemoTeam,
    away: order[a] as DemoTeam,
    startMs,
    durationMs: grid.durationMs,
    seed: `${seed}:${id}`,
  };
}

/** Every fixture starting in [fromMs, toMs), by start time then league order. */
export function demoFixtures(
  seed: string,
  fromMs: number,
  toMs: number,
  speed: DemoSpeed = {},
): DemoFixture[] {
  const out: DemoFixture[] = [];
  for (const league of DEMO_LEAGUES) {
    const grid = leagueGrid(league, speed);
    const order = teamOrder(seed, league);
    const first = Math.ceil((fromMs - grid.offsetMs) / grid.stepMs);
    for (let slot = first; grid.offsetMs + slot * grid.stepMs < toMs; slot++) {
      out.push(fixtureAt(seed, league, order, grid, slot));
    }
  }
  return out.sort((x, y) => x.startMs - y.startMs);
}

/** The fixture an id names (e.g. a bet's), or null when the id is not on the grid. */
export function demoFixture(seed: string, id: string, speed: DemoSpeed = {}): DemoFixture | null {
  const cut = id.lastIndexOf('-');
  const league = demoLeague(id.slice(0, cut));
  const startMs = Number(id.slice(cut + 1));
  if (!league || cut < 0 || !/^\d+$/.test(id.slice(cut + 1))) return null;
  const grid = leagueGrid(league, speed);
  const slot = (startMs - grid.offsetMs) / grid.stepMs;
  if (!Number.isSafeInteger(slot)) return null;
  return fixtureAt(seed, league, teamOrder(seed, league), grid, slot);
}
