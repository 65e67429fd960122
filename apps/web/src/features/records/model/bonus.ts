import type { BonusGrant, GrantState } from '@gamehall/contract';
import type { Tone } from '../../panel/index.ts';

/** A state's tag colour: still wagered toward, paid out, or closed without paying. */
export const GRANT_TONE: Record<GrantState, Tone> = {
  ACTIVE: 'waiting',
  RELEASED: 'good',
  FORFEITED: 'plain',
  EXPIRED: 'plain',
};

/** The turnover a bonus still needs (never below zero), in the wire's two decimals. */
export const turnoverLeft = (g: Pick<BonusGrant, 'required' | 'counted'>): number =>
  Math.max(0, Math.round((g.required - g.counted) * 100) / 100);

/** How far its wagering is, as a whole percent from 0 to 100 (nothing required: done). */
export const wageredPercent = (g: Pick<BonusGrant, 'required' | 'counted'>): number =>
  g.required > 0 ? Math.min(100, Math.max(0, Math.floor((g.counted / g.required) * 100))) : 100;
