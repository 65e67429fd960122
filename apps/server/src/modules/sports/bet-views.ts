import { fromMinor, type SportsBetView } from '@gamehall/contract';
import { cashOutValue, type MarketKind } from '@gamehall/games/sports';
import type { z } from 'zod/mini';
import type { BetRow } from './bets-repo.ts';
import { type MatchRow, marketIn } from './matches-repo.ts';
import { oddsOut } from './views.ts';

type BetView = z.infer<typeof SportsBetView>;

/**
 * What the book pays now to end an open bet (decision 037): its settled legs at their
 * outcome, its open legs at their price now; null when a leg lost, a leg's market takes no
 * bets now (suspended, or its selection unpriced) or nothing is left open.
 */
export function cashOutOffer(
  bet: BetRow,
  matches: ReadonlyMap<string, MatchRow>,
  marginBp: number,
): bigint | null {
  if (bet.status !== 'OPEN') return null;
  const legs = bet.legs.map((leg) => {
    if (leg.outcome) return { odds: leg.odds, outcome: leg.outcome };
    const match = matches.get(leg.matchId);
    const market = match ? marketIn(match, leg.marketId) : undefined;
    const selection = market?.selections.find((s) => s.pick === leg.pick);
    const open = match?.phase !== 'ended' && market && !market.suspended;
    return { odds: leg.odds, current: open ? (selection?.odds ?? null) : null };
  });
  const value = cashOutValue(bet.stake, legs, marginBp);
  return value !== null && value > 0n ? value : null;
}

export function betView(
  bet: BetRow,
  matches: ReadonlyMap<string, MatchRow>,
  cashOut: bigint | null,
): BetView {
  return {
    id: bet.id,
    book: bet.vendor,
    kind: bet.kind,
    stake: fromMinor(bet.stake),
    odds: oddsOut(bet.odds),
    potentialReturn: fromMinor(bet.potential),
    status: bet.status === 'VOID' ? 'SETTLED' : bet.status,
    paid: bet.paid === null ? null : fromMinor(bet.paid),
    placedAt: bet.placedAt.toISOString(),
    settledAt: bet.settledAt?.toISOString() ?? null,
    legs: bet.legs.map((leg) => {
      const match = matches.get(leg.matchId);
      return {
        matchId: leg.matchId,
        sport: match?.sport ?? 'football',
        home: match?.home ?? '',
        away: match?.away ?? '',
        startAt: (match?.startAt ?? bet.placedAt).toISOString(),
        marketId: leg.marketId,
        kind: leg.kind as MarketKind,
        line: leg.line === null ? null : leg.line / 4,
        pick: leg.pick,
        odds: oddsOut(leg.odds),
        outcome: leg.outcome,
      };
    }),
    cashOut: cashOut === null ? null : fromMinor(cashOut),
  };
}
