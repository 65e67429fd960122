import { getCountries } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { useFirstScreenPainted } from '../../../lib/first-screen.ts';

export const countriesQuery = () =>
  queryOptions({
    queryKey: ['system', 'countries'],
    queryFn: () => call(getCountries),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Asked once the first screen has painted: nothing on it needs the answer (lib/first-screen.ts). */
export const useCountries = () =>
  useQuery({ ...countriesQuery(), enabled: useFirstScreenPainted() });
