import { createContext, type Dispatch, type ReactNode, use, useReducer, useState } from 'react';
import type { SportsMenu } from '../api/get-sports-menu.ts';
import { type Placing, usePlaceSlip } from '../hooks/use-place-slip.ts';
import { useQuickBet } from '../hooks/use-quick-bet.ts';
import { type Acceptance, storeAcceptance, storedAcceptance } from '../model/accept.ts';
import type { QuickBet } from '../model/quick-bet.ts';
import {
  emptySlip,
  type OddsStyle,
  type Picked,
  type SlipAction,
  type SlipState,
  slipReducer,
} from '../model/slip.ts';
import { type Limits, limitsOf } from '../model/slip-bets.ts';

/** What every part of the book page shares: the book, its display and limits, the slip. */
export interface Book {
  /** The vendor the page places bets as (?book=, else the menu's first book). */
  vendor: string | null;
  style: OddsStyle;
  limits: Limits;
  /** Seconds an in-play bet waits before the book accepts it. */
  inPlayDelay: number;
  /** The brand's currency symbol and time zone. */
  symbol: string;
  timeZone: string | undefined;
  slip: SlipState;
  dispatch: Dispatch<SlipAction>;
  /** The bets being sent and what became of them (the slip's and quick bets). */
  placing: Placing;
  /** The price changes the player accepts, kept for the next visit. */
  accept: Acceptance;
  setAccept: (value: Acceptance) => void;
  quick: QuickBet;
  setQuick: (value: QuickBet) => void;
  /** A tap on a price: into the slip (or out of it), or a quick bet. */
  pick: (picked: Picked) => void;
}

const BookContext = createContext<Book | null>(null);

export function useBook(): Book {
  const book = use(BookContext);
  if (!book) throw new Error('useBook outside the book page');
  return book;
}

interface Props {
  menu: SportsMenu;
  vendor: string | null;
  symbol: string;
  timeZone: string | undefined;
  children: ReactNode;
}

/**
 * The slip, its bets being sent and the quick-bet choice live as long as the page: they stay
 * while the player moves between lists and matches. The value is new whenever any of them
 * changes, which is when the page's parts need it.
 */
export function BookProvider({ menu, vendor, symbol, timeZone, children }: Props) {
  const [slip, dispatch] = useReducer(slipReducer, emptySlip);
  const placing = usePlaceSlip(dispatch);
  const [accept, setAcceptState] = useState<Acceptance>(storedAcceptance);
  const setAccept = (value: Acceptance) => {
    setAcceptState(value);
    storeAcceptance(value);
  };
  const limits = limitsOf(menu.limits);
  const quick = useQuickBet({ dispatch, placing, limits, vendor, accept });
  const value: Book = {
    vendor,
    style: menu.oddsStyle,
    limits,
    inPlayDelay: menu.inPlayDelay,
    symbol,
    timeZone,
    slip,
    dispatch,
    placing,
    accept,
    setAccept,
    ...quick,
  };
  return <BookContext value={value}>{children}</BookContext>;
}
