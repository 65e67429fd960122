import type { SportsMatchView } from '@gamehall/contract';
import type * as z from 'zod/mini';
import { COMBO_MAX, COMBO_MIN, checkSlip, SportsRuleError } from './book-math.ts';

export type Match = z.infer<typeof SportsMatchView>;
export type Market = Match['markets'][number];

/** One selection of the slip: what was picked, at which price, and its price now. */
export interface Selection {
  /** marketId + pick: one selection per market's pick. */
  key: string;
  matchId: string;
  marketId: string;
  kind: Market['kind'];
  line: number | null;
  pick: string;
  home: string;
  away: string;
  sport: string;
  /** The match is in play: its bet waits the in-play delay. */
  live: boolean;
  /** The price the player took (at the pick, or the change they accepted): the one sent. */
  odds: number;
  /** The price the book shows now; null while the market or selection takes no bets. */
  now: number | null;
}

export interface SlipState {
  selections: Selection[];
  /** Typed stakes: a selection's key for its single, COMBO_KEY for the combo. */
  stakes: Record<string, string>;
}

export const COMBO_KEY = 'combo';
export const emptySlip: SlipState = { selections: [], stakes: {} };

export const selectionKey = (marketId: string, pick: string) => `${marketId}|${pick}`;

/** A price picked on the page: a selection before the slip keys and reprices it. */
export type Picked = Omit<Selection, 'key' | 'now'>;

/** The selection a picked price makes. */
export const selectionOf = (picked: Picked): Selection => ({
  ...picked,
  key: selectionKey(picked.marketId, picked.pick),
  now: picked.odds,
});

export type SlipAction =
  | { type: 'toggle'; selection: Picked }
  /** Into the slip (kept if there) with a stake: a quick bet that could not go as it was. */
  | { type: 'add'; selection: Picked; stake: string }
  | { type: 'remove'; key: string }
  | { type: 'clear' }
  | { type: 'stake'; key: string; value: string }
  /** The book's prices now (a list, a match page, the socket). */
  | { type: 'reprice'; matches: readonly Match[] }
  /** The prices the server answered with (SPORTS_ODDS_CHANGED's details.legs). */
  | { type: 'prices'; legs: readonly { marketId: string; pick: string; odds: number }[] }
  /** The player takes the prices now of these selections. */
  | { type: 'accept'; keys: readonly string[] }
  /** Bets placed: their stakes are cleared, and the selections nothing else stakes on. */
  | { type: 'placed'; keys: readonly string[] };

/** The price a match shows now for a market's pick (null: no bets on it now; undefined: not in it). */
export function priceIn(match: Match, marketId: string, pick: string): number | null | undefined {
  const market = match.markets.find((m) => m.id === marketId);
  if (!market) return undefined;
  const selection = market.selections.find((s) => s.pick === pick);
  if (!selection) return undefined;
  return market.suspended || match.phase === 'ended' ? null : selection.odds;
}

export function slipReducer(state: SlipState, action: SlipAction): SlipState {
  switch (action.type) {
    case 'toggle': {
      const key = selectionKey(action.selection.marketId, action.selection.pick);
      if (state.selections.some((s) => s.key === key))
        return slipReducer(state, { type: 'remove', key });
      return withSelection(state, selectionOf(action.selection));
    }
    case 'add': {
      const added = selectionOf(action.selection);
      const kept = state.selections.some((s) => s.key === added.key);
      return {
        selections: kept ? state.selections : withSelection(state, added).selections,
        stakes: { ...state.stakes, [added.key]: action.stake },
      };
    }
    case 'remove': {
      const { [action.key]: _, ...stakes } = state.stakes;
      return { selections: state.selections.filter((s) => s.key !== action.key), stakes };
    }
    case 'clear':
      return emptySlip;
    case 'stake':
      return { ...state, stakes: { ...state.stakes, [action.key]: action.value } };
    case 'reprice': {
      const byId = new Map(action.matches.map((m) => [m.id, m]));
      return mapSelections(state, (s) => {
        const match = byId.get(s.matchId);
        const now = match ? priceIn(match, s.marketId, s.pick) : undefined;
        return now === undefined
          ? s
          : { ...s, now, live: match?.phase === 'live' || (match?.phase !== 'pre' && s.live) };
      });
    }
    case 'prices':
      return mapSelections(state, (s) => {
        const leg = action.legs.find((l) => l.marketId === s.marketId && l.pick === s.pick);
        return leg ? { ...s, now: leg.odds } : s;
      });
    case 'accept':
      return mapSelections(state, (s) =>
        action.keys.includes(s.key) && s.now !== null ? { ...s, odds: s.now } : s,
      );
    case 'placed': {
      const stakes = { ...state.stakes };
      for (const key of action.keys) delete stakes[key];
      const comboPlaced = action.keys.includes(COMBO_KEY);
      // A placed single's selection leaves; a placed combo takes the legs nothing else stakes.
      const selections = state.selections.filter(
        (s) => !action.keys.includes(s.key) && (!comboPlaced || Boolean(stakes[s.key]?.trim())),
      );
      return { selections, stakes };
    }
  }
}

/** One pick per market: another pick of the same market replaces it. */
function withSelection(state: SlipState, added: Selection): SlipState {
  const rest = state.selections.filter((s) => s.marketId !== added.marketId);
  return { ...state, selections: [...rest, added] };
}

function mapSelections(state: SlipState, f: (s: Selection) => Selection): SlipState {
  let changed = false;
  const selections = state.selections.map((s) => {
    const next = f(s);
    if (next !== s && (next.now !== s.now || next.odds !== s.odds || next.live !== s.live)) {
      changed = true;
      return next;
    }
    return s;
  });
  return changed ? { ...state, selections } : state;
}

/** Why the slip offers no combo, or null when it does. */
export type ComboBlock = 'count' | 'too_many' | 'same_match' | null;

/** Whether the selections make a combo (checkSlip: 2–10 legs, one per match). */
export function comboBlock(selections: readonly Selection[]): ComboBlock {
  if (selections.length < COMBO_MIN) return 'count';
  try {
    checkSlip(selections, 'combo');
    return null;
  } catch (err) {
    if (err instanceof SportsRuleError && err.code === 'SAME_MATCH') return 'same_match';
    if (selections.length > COMBO_MAX) return 'too_many';
    throw err;
  }
}

/** The odds displays a brand may choose (the menu's oddsStyle). */
export type OddsStyle = 'decimal' | 'hk' | 'malay' | 'indo';
