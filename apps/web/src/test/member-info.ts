import type { MemberInfo } from '@gamehall/contract';

/** A logged-in member as GET /wps/member/info answers; override what the test is about. */
export const memberInfo = (over: Partial<MemberInfo> = {}): MemberInfo => ({
  id: 1001,
  account: 'player1',
  nickname: null,
  type: 0,
  toUpline: false,
  clubLabel: { labelName: 'Bronze', rankLevel: 1 },
  memberLabel: [],
  merchantCode: 'GH',
  avatar: 'avatar-1',
  avatarType: 'STATIC',
  mobile: null,
  countryDialingCode: null,
  email: null,
  payeeName: null,
  hasPaymentPassword: false,
  mustChangePassword: false,
  totpBound: false,
  socials: {},
  createdAt: '2025-01-01T00:00:00.000Z',
  lastLoginAt: null,
  ...over,
});
