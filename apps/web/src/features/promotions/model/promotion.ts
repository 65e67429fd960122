import {
  type ActionState,
  APPLICATION_IMAGE_MAX_BYTES,
  PROMOTION_TYPES,
  type PromotionCard,
  type PromotionType,
} from '@gamehall/contract';
import type { imageProblem } from '../../panel/index.ts';

type ImageRule = Parameters<typeof imageProblem>[1];

/** The list's tabs: every promotion, then each product §3 type that has one. */
export type PromotionTab = 'ALL' | PromotionType;

export function promotionTabs(list: readonly Pick<PromotionCard, 'type'>[]): PromotionTab[] {
  const present = new Set(list.map((p) => p.type));
  return ['ALL', ...PROMOTION_TYPES.filter((type) => present.has(type))];
}

export const inTab = (tab: PromotionTab) => (p: Pick<PromotionCard, 'type'>) =>
  tab === 'ALL' || p.type === tab;

/** A promotion's status tag colour: running, still to come, or over. */
export const STATUS_TONE = {
  UPCOMING: 'waiting',
  ONGOING: 'good',
  ENDED: 'plain',
} as const satisfies Record<PromotionCard['status'], string>;

/**
 * What the player's button does in each product §4 state: join (a deposit, or for a
 * promotion that asks for it an application), claim, open a raffle's red envelope (its
 * own call, with the player's client seed: a plain claim of a raffle is refused), or
 * nothing (it only says the state).
 */
export type PromotionMove = 'deposit' | 'apply' | 'claim' | 'open' | null;

export function moveOf(state: ActionState, rule: PromotionCard['rule']['kind']): PromotionMove {
  if (state === 'CLAIM') return rule === 'RAFFLE' ? 'open' : 'claim';
  if (state === 'JOIN') return rule === 'APPLICATION' ? 'apply' : 'deposit';
  return null;
}

/** The button's text key in each state (product §4); a raffle to claim is opened. */
export const actionLabel = (state: ActionState, rule?: PromotionCard['rule']['kind']) =>
  state === 'CLAIM' && rule === 'RAFFLE' ? 'app_promo_action_OPEN' : `app_promo_action_${state}`;

/** Product §5: an application's images (png or jpg, at most 5 MB each). */
export const APPLICATION_IMAGE_RULE: ImageRule = {
  types: ['image/png', 'image/jpeg'],
  maxBytes: APPLICATION_IMAGE_MAX_BYTES,
  typeProblem: 'app_promo_image_type',
  sizeProblem: 'app_promo_image_size',
};
