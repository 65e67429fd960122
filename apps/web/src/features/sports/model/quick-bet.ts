import { storage } from '../../../lib/storage.ts';

/** Quick bet (issue 18): one tap on a price places a single at a preset stake. */
export interface QuickBet {
  on: boolean;
  /** The stake as typed, kept as text like the slip's stakes. */
  stake: string;
}

/** Kept for the player's next visit, like the acceptance choice. */
const KEY = 'sbQuickBet';

export function storedQuickBet(): QuickBet {
  const saved = storage.local.getJson<Partial<QuickBet>>(KEY);
  return {
    on: saved?.on === true,
    stake: typeof saved?.stake === 'string' ? saved.stake : '',
  };
}

export const storeQuickBet = (value: QuickBet) => storage.local.setJson(KEY, value);

/** A quick bet's key in the placing hook and its results: never a slip key. */
export const quickKey = (selectionKey: string) => `quick|${selectionKey}`;
export const isQuickKey = (key: string) => key.startsWith('quick|');
