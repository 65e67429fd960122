import type { FastifyInstance } from 'fastify';
import { autoConfirmDue } from './withdraw-repo.ts';

const EVERY_MS = 30_000;

/**
 * Product §4: an unanswered payout counts as received after the set minutes. The update is
 * idempotent (PAID → RECEIVED where due), so every instance may run it; the player's own
 * answer also treats an overdue payout as received, so nothing depends on the timer's
 * exact moment.
 */
export function startAutoConfirm(app: FastifyInstance) {
  const run = async () => {
    try {
      const n = await autoConfirmDue(app.database.db);
      if (n > 0) app.log.info({ count: n }, 'payouts auto-confirmed as received');
    } catch (err) {
      app.log.warn({ err }, 'auto-confirm of payouts failed; will try again');
    }
  };
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
