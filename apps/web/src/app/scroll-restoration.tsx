import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { storage } from '../lib/storage.ts';

/** sessionStorage: the scroll position of each history entry, so a reload restores it. */
const STORAGE_KEY = 'scrollPositions';
/** Enough for any back-button journey; older entries are forgotten first. */
const MAX_ENTRIES = 50;

let positions: Map<string, number> | undefined;
const saved = () => {
  positions ??= new Map(
    Object.entries(storage.session.getJson<Record<string, number>>(STORAGE_KEY) ?? {}),
  );
  return positions;
};

function persist() {
  const entries = [...saved()].slice(-MAX_ENTRIES);
  storage.session.setJson(STORAGE_KEY, Object.fromEntries(entries));
}

function remember(key: string, y: number) {
  const map = saved();
  // Re-inserting keeps the Map in least-recently-used order.
  map.delete(key);
  map.set(key, y);
}

/**
 * What the data router's <ScrollRestoration> did, for the declarative router: a new page
 * starts at the top (or at its #anchor); back and forward return to where the visitor
 * was, across reloads too.
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const action = useNavigationType();

  // The browser's own restoration would fight this one; a reload finds the positions.
  useEffect(() => {
    const { history } = window;
    const before = history.scrollRestoration;
    if (before) history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', persist);
    return () => {
      if (before) history.scrollRestoration = before;
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  // Scroll events belong to the entry on screen; the listener moves with the location.
  useEffect(() => {
    const onScroll = () => remember(key, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [key]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per history entry
  useLayoutEffect(() => {
    const y = action === 'POP' ? saved().get(key) : undefined;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (y !== undefined) window.scrollTo(0, y);
    else if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key]);

  return null;
}
