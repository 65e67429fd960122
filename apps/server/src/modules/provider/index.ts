/** The provider area: the signed seamless wallet game vendors call. */

export { identifyPlayer, walletFor } from './player.ts';
export { providerRoutes as default } from './routes.ts';
export { bet as placeBet, win as payWin } from './service.ts';
export { authenticate, findSession, issueLaunchToken } from './sessions.ts';
