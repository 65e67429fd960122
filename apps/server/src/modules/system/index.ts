/**
 * The system area: status, notices, banners, help, game menus, operator alerts. The brand
 * settings it serves are infrastructure (src/settings), which every module reads.
 */

export { type AlertKind, listAlerts, raiseAlert } from './alerts.ts';
export {
  changeArticle,
  changeBanner,
  changeNotice,
  createArticle,
  createBanner,
  deleteArticle,
  helpForConsole,
  listBanners,
  listNotices,
} from './content-admin.ts';
export { type FirstScreen, firstScreenOf } from './first-screen.ts';
export { agentNotices, publishNotice } from './notices.ts';
