import type { getSportsMenu, ValueOf } from '@gamehall/contract';
import type { SportsBet } from '../api/get-sports-bets.ts';
import type { Market, Match } from '../model/slip.ts';

type Menu = ValueOf<typeof getSportsMenu>;

/** The SPORTS menu of a brand that shows Hong Kong odds: football and basketball. */
export const menu = (over: Partial<Menu> = {}): Menu => ({
  sports: [
    {
      sport: 'football',
      live: 0,
      today: 2,
      early: 5,
      leagues: [{ id: 'epl', name: 'Premier League', matches: 2 }],
    },
    {
      sport: 'basketball',
      live: 0,
      today: 1,
      early: 0,
      leagues: [{ id: 'nba', name: 'NBA', matches: 1 }],
    },
  ],
  books: [{ vendor: 'GHSB', name: 'Gamehall Sports' }],
  limits: { minStake: 1, maxStake: 500, maxPayout: 10_000 },
  oddsStyle: 'hk',
  inPlayDelay: 5,
  ...over,
});

export const market = (
  id: string,
  kind: Market['kind'],
  selections: [string, number | null][],
  over: Partial<Market> = {},
): Market => ({
  id,
  kind,
  line: null,
  suspended: false,
  selections: selections.map(([pick, odds]) => ({ pick, odds })),
  ...over,
});

/** Arsenal v Chelsea tonight: the result, handicap −0.5 and total 2.5. */
export const arsenal = (over: Partial<Match> = {}): Match => ({
  id: 'm1',
  sport: 'football',
  category: 'SPORTS',
  league: { id: 'epl', name: 'Premier League' },
  home: 'Arsenal',
  away: 'Chelsea',
  startAt: '2026-11-27T20:00:00Z',
  phase: 'pre',
  clock: null,
  score: null,
  markets: [
    market('m1-1x2', '1X2', [
      ['home', 1.95],
      ['draw', 3.4],
      ['away', 4.2],
    ]),
    market(
      'm1-ah',
      'AH',
      [
        ['home', 1.9],
        ['away', 1.98],
      ],
      { line: -0.5 },
    ),
    market(
      'm1-ou',
      'OU',
      [
        ['over', 1.85],
        ['under', 2],
      ],
      { line: 2.5 },
    ),
  ],
  marketCount: 12,
  version: 1,
  ...over,
});

/** Liverpool v Everton, same league. */
export const liverpool = (over: Partial<Match> = {}): Match => ({
  ...arsenal(),
  id: 'm2',
  home: 'Liverpool',
  away: 'Everton',
  markets: [
    market('m2-1x2', '1X2', [
      ['home', 1.5],
      ['draw', 4],
      ['away', 6.5],
    ]),
  ],
  marketCount: 8,
  ...over,
});

export const bet = (over: Partial<SportsBet> = {}): SportsBet => ({
  id: 77,
  book: 'GHSB',
  kind: 'single',
  stake: 10,
  odds: 1.95,
  potentialReturn: 19.5,
  status: 'OPEN',
  paid: null,
  placedAt: '2026-11-27T18:00:00Z',
  settledAt: null,
  legs: [
    {
      matchId: 'm1',
      sport: 'football',
      home: 'Arsenal',
      away: 'Chelsea',
      startAt: '2026-11-27T20:00:00Z',
      marketId: 'm1-1x2',
      kind: '1X2',
      line: null,
      pick: 'home',
      odds: 1.95,
      outcome: null,
    },
  ],
  cashOut: 12.3,
  ...over,
});
