/**
 * The system area: status, notices, banners, help, game menus, operator alerts. The brand
 * settings it serves are infrastructure (src/settings), which every module reads.
 */

export { type AlertKind, listAlerts, raiseAlert } from './alerts.ts';
export { agentNotices, publishNotice } from './notices.ts';
