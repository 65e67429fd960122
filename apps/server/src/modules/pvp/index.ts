import type { RunnerJob } from '../../jobs/job.ts';
import { startPvpRunner } from './runner.ts';

/** The card rooms' runner (jobs/index.ts): each instance runs one. */
export const pvpRunnerJob: RunnerJob = {
  kind: 'runner',
  name: 'pvp.runner',
  summary:
    'Plays the timer’s default for turns that ran out, deals each card table’s next hand, pays back seats standing up',
  schedule: 'until the next turn or hand of any table is due: at most 1 s',
  placement: {
    on: 'every-instance',
    why: 'each step takes an advisory lock per table and acts on the state it reads there; stand-ups pay under the seat’s id',
  },
  offInTests: true,
  start: (app) => startPvpRunner(app),
};

export { stepTable } from './step.ts';
