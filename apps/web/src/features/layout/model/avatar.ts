import type { MemberInfo } from '@gamehall/contract';
import { imageUrl } from '../../system/index.ts';

/**
 * A member's avatar image: a STATIC one is a name drawn from /media/avatar/<name>.svg on
 * the image host; a CUSTOM one is the upload's own URL, as the server gives it.
 */
export function avatarUrl(avatar: string, avatarType: MemberInfo['avatarType']): string {
  return avatarType === 'CUSTOM' ? avatar : imageUrl(`/media/avatar/${avatar}.svg`);
}

/** Product §4: account types 1, 2, 41, 42 are agents (they get the agent centre). */
export const AGENT_TYPES: ReadonlySet<number> = new Set([1, 2, 41, 42]);
export const TRIAL_TYPE = 4;

/** Product §5: rankLevel above 4 is served by the VIP customer-service line. */
export const isVip = (member: Pick<MemberInfo, 'clubLabel'> | undefined) =>
  (member?.clubLabel.rankLevel ?? 0) > 4;
