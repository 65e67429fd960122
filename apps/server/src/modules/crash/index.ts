import type { RunnerJob } from '../../jobs/job.ts';
import { startCrashRunner } from './runner.ts';

/** The round's runner (jobs/index.ts): each instance runs one. */
export const crashRunnerJob: RunnerJob = {
  kind: 'runner',
  name: 'crash.runner',
  summary: 'Moves the shared crash round on, makes auto cash-outs, settles crashed rounds',
  schedule: 'until the next change is due: at most 1 s, 100 ms while a round runs',
  placement: {
    on: 'every-instance',
    why: 'each step takes an advisory lock and is guarded by the phase it leaves; bets pay under their own ids',
  },
  offInTests: true,
  start: (app) => startCrashRunner(app),
};
