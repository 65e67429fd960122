/** The session area: login, second verification, free play, logout. */

export { audit, grantLogin } from './login-result.ts';
export {
  applySessionRules,
  createSession,
  findSessionMember,
  recentAuthEvents,
  recordAuthEvent,
  revokeAllSessions,
  sessionsOfMember,
  sessionTimes,
} from './repo.ts';
export { siteSessionEnd, siteSessionLive } from './shared-reads.ts';
