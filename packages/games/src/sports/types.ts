/**
 * The sportsbook's words, shared by the settlement math, the demo feed's model, the
 * server and the pages (issue 18). Pure data: no I/O.
 */

/** The sports the book offers; the e-sports are those the brand lists as e-sports. */
export const SPORTS = ['football', 'basketball', 'tennis', 'cs2', 'dota2', 'lol'] as const;
export type SportCode = (typeof SPORTS)[number];

/** The sports the demo brand's e-sports list names (product §5's configured list). */
export const DEMO_ESPORTS: readonly SportCode[] = ['cs2', 'dota2', 'lol'];

/**
 * Decimal odds in hundredths: 1.95 is 195. Every price is at least 101 (1.01). Hundredths
 * keep a combo's product exact in integers (the return is floored once, at the end).
 */
export type Odds = number;
export const MIN_ODDS: Odds = 101;

/**
 * What a market is, settled on the whole match's score in the sport's unit (goals,
 * points, sets or maps — a map handicap is `AH` on maps, total maps `OU` on maps):
 * - `1X2`: home, draw, away (football).
 * - `ML`: home or away, the match winner (basketball, tennis, e-sports); void on a draw.
 * - `AH`: a handicap given to home; `line` in quarters of a unit from home's view
 *   (−3 is home −0.75; quarter lines settle half on each neighbouring half line).
 * - `OU`: over or under a total; `line` in quarters (10 is 2.5, 9 is 2.25).
 * - `BTTS`: both teams to score, yes or no (football).
 * - `CS`: the correct score, `h-a` with each side 0 to 3, or `other` (any side above 3).
 */
export type MarketKind = '1X2' | 'ML' | 'AH' | 'OU' | 'BTTS' | 'CS';

export interface MarketSpec {
  kind: MarketKind;
  /** Quarters of a unit, for `AH` and `OU` only. */
  line?: number;
}

/** A selection within a market (for `CS`, a score like `2-1` or `other`). */
export type Pick = 'home' | 'draw' | 'away' | 'over' | 'under' | 'yes' | 'no' | string;

/** A match's score in the sport's unit; for tennis, sets; for e-sports, maps. */
export interface Score {
  home: number;
  away: number;
}

/** How a selection (a leg) ends. Half results come from Asian quarter lines. */
export type Outcome = 'WIN' | 'HALF_WIN' | 'VOID' | 'HALF_LOSE' | 'LOSE';

/** The odds display a brand picks (product §5 setting; stored prices stay decimal). */
export type OddsStyle = 'decimal' | 'hk' | 'malay' | 'indo';
