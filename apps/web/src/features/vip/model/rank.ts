import type { TFunction } from 'i18next';

/** A rank as people read it: its name, with its level when the brand named it otherwise. */
export const rankName = (t: TFunction, rank: { level: number; name: string }): string =>
  rank.name === `VIP${rank.level}`
    ? rank.name
    : t('app_vip_rank_named', { name: rank.name, level: rank.level });

/** Progress in basis points as a whole percent from 0 to 100. */
export const progressPercent = (bp: number): number =>
  Math.min(100, Math.max(0, Math.floor(bp / 100)));
