import { getSportsMatch, type ValueOf } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { SPORTS_MATCH } from './keys.ts';

export type MatchDetail = ValueOf<typeof getSportsMatch>;

/** A match with every market and its timeline; the socket keeps its prices and score current. */
export const sportsMatchQuery = (id: string) =>
  queryOptions({
    queryKey: [...SPORTS_MATCH, id],
    queryFn: ({ signal }) => call(getSportsMatch, { query: { id } }, { signal }),
  });

export const useSportsMatch = (id: string) => useQuery(sportsMatchQuery(id));
