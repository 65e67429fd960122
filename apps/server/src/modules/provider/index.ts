/** The provider area: the signed seamless wallet game vendors call. */
export { providerRoutes as default } from './routes.ts';
export { authenticate, issueLaunchToken } from './sessions.ts';
