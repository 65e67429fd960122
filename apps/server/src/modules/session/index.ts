/** The session area: login, second verification, free play, logout. */
export { sessionRoutes as default } from './routes.ts';
