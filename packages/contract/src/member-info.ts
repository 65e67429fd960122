import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';

/*
 * The member-info call on its own: every page load asks for it, so the site's first load
 * carries just these schemas, not those of the whole member area (member.ts).
 */

const tag = 'member';

export const AvatarType = /* @__PURE__ */ z.enum(['STATIC', 'CUSTOM']);

/** Social accounts a player may bind once; a bound one cannot be changed (product §4). */
export const SocialField = /* @__PURE__ */ z.enum([
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'telegram',
]);
export type SocialField = z.infer<typeof SocialField>;

/** Product §3 member info, plus what the security centre shows (masked where private). */
export const MemberInfo = /* @__PURE__ */ z.object({
  id: z.int(),
  account: z.string(),
  nickname: z.nullable(z.string()),
  /** Product "isAgent": 1, 2, 41, 42 agents; 4 trial; 0 player. */
  type: z.int(),
  /** Whether this member may transfer to an upline (has one). */
  toUpline: z.boolean(),
  clubLabel: z.object({ labelName: z.string(), rankLevel: z.int() }),
  memberLabel: z.array(z.object({ labelName: z.string() })),
  merchantCode: z.string(),
  avatar: z.string(),
  avatarType: AvatarType,
  /** Masked, e.g. "55****78"; null when not bound. */
  mobile: z.nullable(z.string()),
  countryDialingCode: z.nullable(z.string()),
  /** Masked, e.g. "pl***@example.com"; null when not bound. */
  email: z.nullable(z.string()),
  payeeName: z.nullable(z.string()),
  hasPaymentPassword: z.boolean(),
  /**
   * Still on the default password an agent or operator gave it: the site keeps the forced
   * change-password dialog open, and the server refuses real-account actions until then.
   */
  mustChangePassword: z.boolean(),
  totpBound: z.boolean(),
  socials: z.record(z.string(), z.nullable(z.string())),
  createdAt: z.string(),
  lastLoginAt: z.nullable(z.string()),
});
export type MemberInfo = z.infer<typeof MemberInfo>;

export const getMemberInfo = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/member/info',
  tag,
  token: true,
  summary: 'The logged-in member',
  query: z.object({}),
  value: MemberInfo,
});
