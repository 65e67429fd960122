import { getResources } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export const resourcesQuery = () =>
  queryOptions({ queryKey: ['system', 'resources'], queryFn: () => call(getResources) });

export const useResources = () => useQuery(resourcesQuery());
