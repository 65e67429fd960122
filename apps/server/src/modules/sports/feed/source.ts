import type { MarketSpec, Odds, Score } from '@gamehall/games/sports';

/*
 * What the book asks a feed (docs/decisions/037-sportsbook.md): the matches about to start,
 * those in play, and one match as it is now. Two sources answer it: the demo model
 * (demo-source.ts) and an operator's data provider over HTTP (http-source.ts, in the
 * format of docs/sports-feed.md). Prices are decimal odds in hundredths.
 */

export interface FeedSelection {
  pick: string;
  /** Null: this selection takes no bets now. */
  odds: Odds | null;
}

export interface FeedMarket {
  /** Unique in the feed; a bet names it. */
  id: string;
  spec: MarketSpec;
  suspended: boolean;
  selections: FeedSelection[];
}

export interface FeedEvent {
  /** The match clock when it happened (football's minute; the set or map). */
  clock: number;
  kind: 'goal' | 'points' | 'game' | 'set' | 'map' | 'end';
  side: 'home' | 'away' | null;
  /** The score after it. */
  score: Score;
}

export type FeedPhase = 'pre' | 'live' | 'ended';

export interface FeedMatch {
  id: string;
  sport: string;
  league: { id: string; name: string };
  home: string;
  away: string;
  startAt: Date;
  phase: FeedPhase;
  clock: number | null;
  /** Null before the start. */
  score: Score | null;
  /** What happened so far, oldest first. */
  events: FeedEvent[];
  markets: FeedMarket[];
  /** The final score every market settles on, once the match is over; null before. */
  result: Score | null;
}

export interface SportsFeedSource {
  /** Matches in play at `now`, and those that ended within the last few minutes. */
  live(now: Date): Promise<FeedMatch[]>;
  /** Matches starting in [from, to), as they are before the start. */
  upcoming(from: Date, to: Date): Promise<FeedMatch[]>;
  /** One match as it is at `now`; null when the source does not know it. */
  match(id: string, now: Date): Promise<FeedMatch | null>;
}
