import type { IntervalJob } from '../../jobs/job.ts';
import { autoConfirmDue } from './withdraw-repo.ts';

/**
 * Product §4: an unanswered payout counts as received after the set minutes. The update is
 * idempotent (PAID → RECEIVED where due), and the player's own answer also treats an
 * overdue payout as received, so nothing depends on the timer's exact moment.
 */
export const autoConfirmJob: IntervalJob = {
  kind: 'interval',
  name: 'cashier.auto-confirm',
  summary: 'Payouts the player has not answered count as received once their minutes are up',
  everyMs: 30_000,
  placement: {
    on: 'every-instance',
    why: "one UPDATE from PAID to RECEIVED where due: a second instance's run finds nothing left",
  },
  run: (app) => autoConfirmDue(app.database.db),
};
