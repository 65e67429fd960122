import { getTableLimits, type ValueOf } from '@gamehall/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';

export type TablesLimits = ValueOf<typeof getTableLimits>;
export type TableLimits = TablesLimits['roulette'];

export const tableLimitsQuery = () =>
  queryOptions({
    queryKey: ['play', 'tableLimits'],
    queryFn: () => call(getTableLimits),
    staleTime: Number.POSITIVE_INFINITY,
  });
