/**
 * The member and agent centres, one lazily loaded module: dialog-host.tsx imports it
 * with import() when either opens (their pages load on their own when first shown), so
 * the site's first load carries one entry for the two, not one each.
 */
export { AgentCentreDialog } from '../features/agent-centre/index.ts';
export { MemberCentreDialog } from '../features/member-centre/index.ts';
