import { createContext, type Dispatch, type ReactNode, use, useMemo, useReducer } from 'react';
import type { SportsMenu } from '../api/get-sports-menu.ts';
import {
  emptySlip,
  type OddsStyle,
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

/** The slip lives as long as the page: it stays while the player moves between lists and matches. */
export function BookProvider({ menu, vendor, symbol, timeZone, children }: Props) {
  const [slip, dispatch] = useReducer(slipReducer, emptySlip);
  const value = useMemo<Book>(
    () => ({
      vendor,
      style: menu.oddsStyle,
      limits: limitsOf(menu.limits),
      inPlayDelay: menu.inPlayDelay,
      symbol,
      timeZone,
      slip,
      dispatch,
    }),
    [menu, vendor, symbol, timeZone, slip],
  );
  return <BookContext value={value}>{children}</BookContext>;
}
