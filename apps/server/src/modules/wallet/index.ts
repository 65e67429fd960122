/** The wallet area: balance now; transfers with the ledger. */
export { walletRoutes as default } from './routes.ts';
