import { useSyncExternalStore } from 'react';

/*
 * What the site's first screen shows comes first (issue 20, decision 025): calls and
 * chunks nothing on it needs (the country list, customer service, the app resources, the
 * header's jackpot) wait until it has painted, so that on a phone's six connections they
 * do not queue ahead of the page's own code and data. Until boot says a first screen is
 * on its way (a screen rendered by itself, as in tests), there is nothing to wait for.
 */
let painted = true;
const listeners = new Set<() => void>();

/** Boot, before its first render: the first screen is on its way. */
export function expectFirstScreen(): void {
  painted = false;
}

/**
 * The app's root, once its first render is committed. The frame that shows it is drawn
 * after the next animation frame's callbacks; by the one after, it has been.
 */
export function firstScreenCommitted(): void {
  if (painted) return;
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      painted = true;
      for (const listener of listeners) listener();
    }),
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True once the site's first screen has painted (always, outside boot). */
export const useFirstScreenPainted = () =>
  useSyncExternalStore(
    subscribe,
    () => painted,
    () => painted,
  );
