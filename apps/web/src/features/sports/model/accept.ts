import { ODDS_ACCEPTANCE } from '@gamehall/contract';
import { storage } from '../../../lib/storage.ts';

export type Acceptance = (typeof ODDS_ACCEPTANCE)[number];

/** The slip's "accept odds changes" choice, kept for the player's next visit. */
const KEY = 'sbAcceptOdds';

export function storedAcceptance(): Acceptance {
  const value = storage.local.get(KEY);
  return (ODDS_ACCEPTANCE as readonly string[]).includes(value ?? '')
    ? (value as Acceptance)
    : 'none';
}

export const storeAcceptance = (value: Acceptance) => storage.local.set(KEY, value);
