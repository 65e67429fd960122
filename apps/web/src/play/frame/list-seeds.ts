import { listSeeds } from '@gamehall/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';

/**
 * The seed pair in use and the seeds revealed before it, from the server: a reload or
 * another device still finds the server seed of every round to verify. Keyed by the hash
 * in use, so a rotation asks again.
 */
export const seedsQuery = (sessionId: string, serverSeedHash: string) =>
  queryOptions({
    queryKey: ['play', 'seeds', sessionId, serverSeedHash],
    queryFn: ({ signal }) => call(listSeeds, { body: { sessionId } }, { signal }),
  });
