import type { FastifyInstance } from 'fastify';
import { memberRoutes } from './routes.ts';
import { securityRoutes } from './security-routes.ts';

export { findMemberById } from './repo.ts';

/** The member area: registration, passwords, member info and the security centre. */
export default async function member(app: FastifyInstance) {
  await app.register(memberRoutes);
  await app.register(securityRoutes);
}
export { requireFeature } from './features.ts';
export { toMemberInfo } from './info.ts';
export { maskEmail, maskMobile } from './mask.ts';
export { provePaymentPassword } from './payment-password.ts';
export {
  countDownlines,
  findActiveAgentByCode,
  findMemberByAccount,
  findMemberByMobile,
  insertMemberRow,
  knownIps,
  type MemberRow,
  memberConflict,
  rememberIp,
  updateMember,
} from './repo.ts';
export { verifyTotp } from './totp.ts';
export { unusablePassword } from './unusable-password.ts';
