import type { ODDS_ACCEPTANCE } from '@gamehall/contract';
import { AppError } from '../../lib/app-error.ts';
import type { FeedMarket, FeedSelection } from './feed/source.ts';
import type { MatchRow } from './matches-repo.ts';

/** A leg as the slip sends it. */
export interface SlipLeg {
  marketId: string;
  pick: string;
  odds: number;
}

export interface CheckedLeg {
  match: MatchRow;
  market: FeedMarket;
  selection: FeedSelection & { odds: number };
}

/**
 * A market's match: a market id is its match's id, a colon and the market's own name
 * (docs/sports-feed.md), so a bet finds its match without searching every match's markets.
 */
export const matchIdOf = (marketId: string) => marketId.slice(0, marketId.indexOf(':'));

/**
 * Each leg's match, market and selection as the book holds them now: an unknown market or
 * selection is 404; a market that takes no bets now (the match over or kicked off before
 * the feed said so, the market suspended, the selection unpriced) is 409.
 */
export function checkLegs(
  matches: readonly MatchRow[],
  legs: readonly SlipLeg[],
  now: Date,
): CheckedLeg[] {
  const byId = new Map(matches.map((m) => [m.id, m]));
  return legs.map((leg) => {
    const match = byId.get(matchIdOf(leg.marketId));
    const market = match?.markets.find((m) => m.id === leg.marketId);
    const selection = market?.selections.find((s) => s.pick === leg.pick);
    if (!match || !market || !selection) {
      throw new AppError('SPORTS_MARKET_NOT_FOUND', 'This market or selection does not exist', {
        details: { marketId: leg.marketId, pick: leg.pick },
      });
    }
    const started = match.phase === 'pre' && match.startAt.getTime() <= now.getTime();
    if (match.phase === 'ended' || started || market.suspended || selection.odds === null) {
      throw new AppError('SPORTS_MARKET_CLOSED', 'This market takes no bets now', {
        details: { marketId: leg.marketId },
      });
    }
    return { match, market, selection: { ...selection, odds: selection.odds } };
  });
}

/**
 * The legs at the book's prices now, within what the slip accepts (none: the same price;
 * higher: the same or better; any). A price past that refuses the whole slip and says
 * each leg's price now, so the player can take them.
 */
export function pricedLegs(
  checked: readonly CheckedLeg[],
  legs: readonly SlipLeg[],
  accept: (typeof ODDS_ACCEPTANCE)[number],
) {
  const moved = checked.filter((c, i) => {
    const asked = Math.round((legs[i]?.odds ?? 0) * 100);
    const now = c.selection.odds;
    return accept === 'none' ? now !== asked : accept === 'higher' ? now < asked : false;
  });
  if (moved.length > 0) {
    throw new AppError('SPORTS_ODDS_CHANGED', 'The price changed: check the new odds', {
      details: {
        legs: checked.map((c) => ({
          marketId: c.market.id,
          pick: c.selection.pick,
          odds: c.selection.odds / 100,
        })),
      },
    });
  }
  return checked.map((c) => ({
    matchId: c.match.id,
    marketId: c.market.id,
    kind: c.market.spec.kind,
    line: c.market.spec.line ?? null,
    pick: c.selection.pick,
    odds: c.selection.odds,
  }));
}
