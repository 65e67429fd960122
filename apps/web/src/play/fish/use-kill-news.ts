import { useCallback, useEffect, useRef, useState } from 'react';

/** A screen reader hears at most one catch report this often, however fast fish fall. */
export const NEWS_MS = 1_500;

/** Catches since the last report. */
export interface Catches {
  count: number;
  /** The species of the last catch (the report names it when it is the only one). */
  species: string;
  /** Minor units won in all. */
  winMinor: number;
}

/**
 * The live region's text for kills, throttled: the first catch is told at once, later
 * ones are summed and told together once NEWS_MS has passed, so an auto-firing player's
 * screen reader reports "3 fish caught, +$1.40" instead of a flood of messages.
 */
export function useKillNews(word: (catches: Catches) => string) {
  const [news, setNews] = useState('');
  const waiting = useRef<Catches | null>(null);
  const lastTold = useRef(Number.NEGATIVE_INFINITY);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const wordRef = useRef(word);
  wordRef.current = word;

  const tell = useCallback(() => {
    timer.current = null;
    const catches = waiting.current;
    if (!catches) return;
    waiting.current = null;
    lastTold.current = Date.now();
    setNews(wordRef.current(catches));
  }, []);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const caught = useCallback(
    (species: string, winMinor: number) => {
      const before = waiting.current;
      waiting.current = {
        count: (before?.count ?? 0) + 1,
        species,
        winMinor: (before?.winMinor ?? 0) + winMinor,
      };
      const wait = lastTold.current + NEWS_MS - Date.now();
      if (wait <= 0) tell();
      else timer.current ??= setTimeout(tell, wait);
    },
    [tell],
  );

  return { news, caught };
}
