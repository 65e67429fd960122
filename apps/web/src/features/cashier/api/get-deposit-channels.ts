import { getDepositChannels } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** The brand's deposit channels with their minimum and maximum amounts. */
export const depositChannelsQuery = () =>
  queryOptions({
    queryKey: ['cashier', 'channels'],
    queryFn: ({ signal }) => call(getDepositChannels, {}, { signal }),
  });

export const useDepositChannels = () => useQuery(depositChannelsQuery());
