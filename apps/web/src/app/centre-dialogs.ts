/**
 * The member and agent centres and the mailbox, one lazily loaded module: dialog-host.tsx
 * imports it with import() when any of them opens (the centres' pages load on their own
 * when first shown), so the site's first load carries one entry for them, not one each.
 */
export { AgentCentreDialog } from '../features/agent-centre/index.ts';
export { MailboxDialog } from '../features/mailbox/dialog.ts';
export { MemberCentreDialog } from '../features/member-centre/index.ts';
