import type { IntervalJob, RunnerJob } from '../../jobs/job.ts';
import { pruneEmptyRounds } from './prune.ts';
import { startLiveRunner } from './runner.ts';

/** The live tables' runner (jobs/index.ts): each instance runs one. */
export const liveRunnerJob: RunnerJob = {
  kind: 'runner',
  name: 'live.runner',
  summary: 'Deals each live table’s round when betting ends, opens the next, pays dealt rounds',
  schedule: 'until the next change of any table is due: at most 1 s',
  placement: {
    on: 'every-instance',
    why: 'each step takes an advisory lock per table and is guarded by the phase it leaves; seats pay under their own ids',
  },
  offInTests: true,
  start: (app) => startLiveRunner(app),
};

/** Deletes old rounds nobody bet on (jobs/index.ts). */
export const livePruneJob: IntervalJob = {
  kind: 'interval',
  name: 'live.prune',
  summary: 'Deletes live table rounds nobody bet on once they are three days old',
  everyMs: 3_600_000,
  placement: { on: 'leader' },
  offInTests: true,
  run: (app) => pruneEmptyRounds(app),
};
