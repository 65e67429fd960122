import type { FastifyInstance } from 'fastify';
import { startAutoConfirm } from './auto-confirm.ts';
import { cashierRoutes } from './routes.ts';
import { sandboxProvider } from './sandbox-provider.ts';

/** Deposits (with the built-in sandbox provider) and withdrawals. */
export default async function cashier(app: FastifyInstance) {
  await app.register(cashierRoutes);
  await app.register(sandboxProvider);
  startAutoConfirm(app);
}

export { approve, reject, resolve } from './withdraw-decisions.ts';
export { pageOfWithdrawals } from './withdraw-repo.ts';
export { withdrawalView } from './withdraw-view.ts';
