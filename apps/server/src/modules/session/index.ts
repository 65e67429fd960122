/** The session area: login, second verification, free play, logout. */

export { audit, grantLogin } from './login-result.ts';
export { createSession, recordAuthEvent, revokeAllSessions } from './repo.ts';
