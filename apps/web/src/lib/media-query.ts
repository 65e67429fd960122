import { useSyncExternalStore } from 'react';

/** Whether a media query matches now (false where there is no matchMedia, as in tests). */
export function matchesMedia(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query).matches
    : false;
}

/** A media query's answer, kept up to date as the window changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matchesMedia(query),
  );
}

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
