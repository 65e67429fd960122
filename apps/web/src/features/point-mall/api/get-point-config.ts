import { getPointConfig } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** The points rules: points per category, what a point converts to, the least a conversion takes. */
export const pointConfigQuery = () =>
  queryOptions({
    queryKey: ['points', 'config'],
    queryFn: ({ signal }) => call(getPointConfig, {}, { signal }),
  });

export const usePointConfig = () => useQuery(pointConfigQuery());
