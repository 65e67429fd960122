import { useCallback, useState } from 'react';
import { storage } from '../../lib/storage.ts';

/** The player's slot settings, kept on this device for every in-house slot. */
export interface SlotPrefs {
  /** Sound on. Off until the player turns it on: browsers block sound a page starts alone. */
  sound: boolean;
  /** Shorter reel animation. */
  turbo: boolean;
}

export const PREFS_KEY = 'gamehall.slots.prefs';

const read = (): SlotPrefs => {
  const stored = storage.local.getJson<Partial<SlotPrefs>>(PREFS_KEY);
  // Anything but an explicit true (an old or hand-edited value) is the safe default: off.
  return { sound: stored?.sound === true, turbo: stored?.turbo === true };
};

export function useSlotPrefs() {
  const [prefs, setPrefs] = useState(read);
  const change = useCallback((next: Partial<SlotPrefs>) => {
    setPrefs((current) => {
      const merged = { ...current, ...next };
      storage.local.setJson(PREFS_KEY, merged);
      return merged;
    });
  }, []);
  return [prefs, change] as const;
}
