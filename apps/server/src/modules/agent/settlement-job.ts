import type { IntervalJob } from '../../jobs/job.ts';
import { settleDue } from './settlement-service.ts';

/**
 * Pays the contracts (decision 027): each minute, every period that has ended — 5 minutes
 * of real-time salary, an hour, a day, a dividend period — is settled once, in order.
 */
export const settlementJob: IntervalJob = {
  name: 'agent.settle-contracts',
  summary: 'Pays dividends and salaries for every contract period that has ended',
  kind: 'interval',
  everyMs: 60_000,
  placement: { on: 'leader' },
  offInTests: true,
  run: async (app) => settleDue(app.database.db, (await app.settings.get()).settings.site.timeZone),
};
