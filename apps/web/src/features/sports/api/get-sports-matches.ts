import { getSportsMatches, type SPORTS_TABS } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import type { SportsCategory } from './get-sports-menu.ts';
import { SPORTS_MATCHES } from './keys.ts';

export type SportsTab = (typeof SPORTS_TABS)[number];

export interface MatchFilter {
  category: SportsCategory;
  tab: SportsTab;
  sport?: string | undefined;
  league?: string | undefined;
}

/** How many matches a list shows (the call's largest page). */
export const MATCHES_PAGE_SIZE = 100;

/** A tab's matches with their main markets; the socket keeps their prices current. */
export const sportsMatchesQuery = ({ category, tab, sport, league }: MatchFilter) =>
  queryOptions({
    queryKey: [...SPORTS_MATCHES, category, tab, sport ?? '', league ?? ''],
    queryFn: ({ signal }) =>
      call(
        getSportsMatches,
        {
          query: {
            category,
            tab,
            ...(sport ? { sport } : {}),
            ...(league ? { league } : {}),
            pageNo: 1,
            pageSize: MATCHES_PAGE_SIZE,
          },
        },
        { signal },
      ),
  });

export const useSportsMatches = (filter: MatchFilter) => useQuery(sportsMatchesQuery(filter));
