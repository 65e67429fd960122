import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { type PlaceBody, type Placed, usePlaceSportsBet } from '../api/place-sports-bet.ts';
import type { Acceptance } from '../model/accept.ts';
import { toMajor } from '../model/money.ts';
import type { SlipAction } from '../model/slip.ts';
import type { SlipBet } from '../model/slip-bets.ts';

/** What became of one bet of the slip. */
export type BetResult =
  | { key: string; bet: SlipBet; placed: Placed }
  | { key: string; bet: SlipBet; error: unknown; body: PlaceBody };

/** A price the server says a leg has now (SPORTS_ODDS_CHANGED's details.legs). */
export interface LegPrice {
  marketId: string;
  pick: string;
  odds: number;
}

/** The prices now in a refusal's details, as far as they read as such. */
export function pricesOf(err: unknown): LegPrice[] {
  if (!(err instanceof ApiError) || err.code !== 'SPORTS_ODDS_CHANGED') return [];
  const legs = (err.details as { legs?: unknown } | undefined)?.legs;
  if (!Array.isArray(legs)) return [];
  return legs.filter(
    (l): l is LegPrice =>
      typeof l === 'object' &&
      l !== null &&
      typeof l.marketId === 'string' &&
      typeof l.pick === 'string' &&
      typeof l.odds === 'number',
  );
}

/** The request of a bet of the slip: its legs at the prices the slip shows (taken). */
export const bodyOf = (bet: SlipBet, book: string, accept: Acceptance): PlaceBody => ({
  book,
  kind: bet.kind,
  legs: bet.legs.map((l) => ({ marketId: l.marketId, pick: l.pick, odds: l.odds })),
  stake: toMajor(bet.stake ?? 0n),
  accept,
});

/**
 * Sends the slip's staked bets one call each (singles, then the combo), keeps what became
 * of each, and tells the slip: placed bets leave it, changed prices come into it. A bet
 * sent again (`retry`) goes with the body it first had, so an unanswered one keeps its requestId.
 */
export type Placing = ReturnType<typeof usePlaceSlip>;

export function usePlaceSlip(dispatch: (action: SlipAction) => void) {
  const place = usePlaceSportsBet();
  const [results, setResults] = useState<BetResult[]>([]);
  /** The bet being sent now (the in-play status names it). */
  const [sending, setSending] = useState<SlipBet | null>(null);

  const sendOne = async (bet: SlipBet, body: PlaceBody): Promise<BetResult> => {
    setSending(bet);
    try {
      return { key: bet.key, bet, placed: await place(bet.key, body) };
    } catch (error) {
      const prices = pricesOf(error);
      if (prices.length > 0) dispatch({ type: 'prices', legs: prices });
      return { key: bet.key, bet, error, body };
    }
  };

  const placeAll = async (bets: readonly SlipBet[], book: string, accept: Acceptance) => {
    setResults([]);
    const done: BetResult[] = [];
    for (const bet of bets) {
      done.push(await sendOne(bet, bodyOf(bet, book, accept)));
      setResults([...done]);
    }
    setSending(null);
    const placed = done.filter((r) => 'placed' in r).map((r) => r.key);
    if (placed.length > 0) dispatch({ type: 'placed', keys: placed });
  };

  const retry = async (result: BetResult & { body: PlaceBody }) => {
    const next = await sendOne(result.bet, result.body);
    setSending(null);
    setResults((was) => was.map((r) => (r.key === result.key ? next : r)));
    if ('placed' in next) dispatch({ type: 'placed', keys: [next.key] });
  };

  /**
   * Quick bets go one after another (each may wait the in-play delay) and each adds its
   * result, keeping the others'. The same price tapped twice before its answer is one
   * bet: it goes under one key with one body, so with one requestId.
   */
  const queue = useRef(Promise.resolve());
  const placeQuick = (bet: SlipBet, book: string, accept: Acceptance) => {
    queue.current = queue.current.then(async () => {
      const next = await sendOne(bet, bodyOf(bet, book, accept));
      setSending(null);
      setResults((was) => [...was.filter((r) => r.key !== next.key), next]);
    });
    return queue.current;
  };

  const dismiss = (key: string) => setResults((was) => was.filter((r) => r.key !== key));

  return { results, sending, placeAll, placeQuick, retry, dismiss };
}
