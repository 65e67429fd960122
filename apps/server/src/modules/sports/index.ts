/** The sportsbook (decision 037): its background jobs and the operator's result correction. */

export { correctResult } from './correct.ts';
export { feedTick, sportsFeedJob } from './feed-job.ts';
export { pruneMatches, sportsPruneJob } from './prune.ts';
export { settleMatch, settleTick, sportsSettleJob } from './settle.ts';
