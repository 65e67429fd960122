export { verifyTotp } from '../../lib/totp.ts';
export { newAffiliateCode } from './affiliate-code.ts';
export { openDownlineAccount } from './downline-service.ts';
export { requireFeature } from './features.ts';
export { toMemberInfo } from './info.ts';
export { maskEmail, maskMobile } from './mask.ts';
export { provePaymentPassword } from './payment-password.ts';
export { setRankLevels } from './rank-level.ts';
export {
  countDownlines,
  findActiveAgentByCode,
  findMemberByAccount,
  findMemberByAffiliateCode,
  findMemberById,
  findMemberByMobile,
  insertMemberRow,
  knownIps,
  type MemberRow,
  memberConflict,
  rememberIp,
  updateMember,
} from './repo.ts';
export {
  accountsOf,
  lockMember,
  membersView,
  moveTrialDemo,
  trialDemoBalance,
} from './shared-reads.ts';
export {
  type MemberSearchBy,
  memberForStaff,
  type StaffMemberRow,
  searchMembers,
  sharedIps,
} from './staff-reads.ts';
export { inTeam, teamSize, teamView } from './team.ts';
export { unusablePassword } from './unusable-password.ts';
