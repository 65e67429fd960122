/** The session area: login, second verification, free play, logout. */
export { passwordPoolFull } from './password-pool.ts';
export { recordAuthEvent, revokeAllSessions } from './repo.ts';
export { sessionRoutes as default } from './routes.ts';
