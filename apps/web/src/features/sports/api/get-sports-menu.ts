import { getSportsMenu, type SPORTS_CATEGORIES, type ValueOf } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { SPORTS } from './keys.ts';

export type SportsCategory = (typeof SPORTS_CATEGORIES)[number];
export type SportsMenu = ValueOf<typeof getSportsMenu>;

/** A category's sports and leagues with their counts, the books, limits and odds style. */
export const sportsMenuQuery = (category: SportsCategory) =>
  queryOptions({
    queryKey: [...SPORTS, 'menu', category],
    queryFn: ({ signal }) => call(getSportsMenu, { query: { category } }, { signal }),
    staleTime: 60_000,
  });

export const useSportsMenu = (category: SportsCategory) => useQuery(sportsMenuQuery(category));
