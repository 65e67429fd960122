import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/** The media query, where the browser has one (jsdom and old browsers do not). */
const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

const subscribe = (onChange: () => void) => {
  const query = media();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};

/**
 * Whether the player asked the system for less motion: the reels then do not spin and the
 * result shows at once. Followed live, so changing the setting mid-session takes effect.
 * Where the browser cannot tell (no matchMedia: jsdom, very old browsers), no motion
 * either: the game is fully playable without its animation, never the other way round.
 */
export const useReducedMotion = () =>
  useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? true,
    () => true,
  );
