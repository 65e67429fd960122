import { getCountries } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export const countriesQuery = () =>
  queryOptions({
    queryKey: ['system', 'countries'],
    queryFn: () => call(getCountries),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCountries = () => useQuery(countriesQuery());
