import { getReferral } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/**
 * Invite and earn (referral): the player's code, the brand's terms and the friends who
 * joined with it. Under 'rewards', so a logout drops it and the page's refresh asks again
 * (the server pays any friend who now qualifies when it answers).
 */
export const referralQuery = () =>
  queryOptions({
    queryKey: ['rewards', 'referral'],
    queryFn: ({ signal }) => call(getReferral, {}, { signal }),
  });

export const useReferral = () => useQuery(referralQuery());
