import { type MemberInfo, SocialField } from '@gamehall/contract';
import { AGENT_TYPES } from '../../lib/platform-types.ts';
import type { Settings } from '../../settings/schema.ts';
import { maskEmail, maskMobile } from './mask.ts';
import type { MemberRow } from './repo.ts';

/** Static avatars a member may pick; the site draws them from /media/avatar/<name>.svg. */
export const STATIC_AVATARS = Array.from({ length: 12 }, (_, i) => `avatar-${i + 1}`);

/** Product §3 member info: what the site shows; private data masked. */
export function toMemberInfo(row: MemberRow, settings: Pick<Settings, 'site'>): MemberInfo {
  const profile = row.profile ?? {};
  return {
    id: row.id,
    account: row.account,
    nickname: row.nickname,
    type: row.type,
    toUpline: row.uplineId !== null,
    clubLabel: { labelName: `VIP${row.rankLevel}`, rankLevel: row.rankLevel },
    memberLabel: AGENT_TYPES.has(row.type) ? [{ labelName: 'Agent' }] : [],
    merchantCode: settings.site.merchantCode,
    avatar: row.avatar,
    avatarType: row.avatarType === 'CUSTOM' ? 'CUSTOM' : 'STATIC',
    mobile: maskMobile(row.mobile),
    countryDialingCode: row.mobileDialingCode,
    email: maskEmail(row.email),
    payeeName: row.payeeName,
    hasPaymentPassword: row.paymentPasswordHash !== null,
    mustChangePassword: row.passwordIsDefault,
    totpBound: row.totpSecret !== null,
    socials: Object.fromEntries(SocialField.options.map((f) => [f, profile[f] || null])),
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}
