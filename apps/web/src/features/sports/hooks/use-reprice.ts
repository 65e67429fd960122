import { useEffect } from 'react';
import { useBook } from '../components/book-context.tsx';
import type { Match } from '../model/slip.ts';

/** The slip's prices follow what a list or a match page loaded (the socket's go there too). */
export function useReprice(matches: readonly Match[] | undefined) {
  const { dispatch } = useBook();
  useEffect(() => {
    if (matches && matches.length > 0) dispatch({ type: 'reprice', matches });
  }, [matches, dispatch]);
}
