import { getAnnouncements } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { sessionCached } from '../../../lib/session-cache.ts';

/** Spec §7: types B,PL,PU,PR, platform W, execution B; cached as the index notice. */
export const announcementsQuery = () =>
  queryOptions({
    queryKey: ['system', 'announcements'],
    ...sessionCached('indexNotice', () =>
      call(getAnnouncements, { query: { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' } }),
    ),
  });

export const useAnnouncements = () => useQuery(announcementsQuery());
