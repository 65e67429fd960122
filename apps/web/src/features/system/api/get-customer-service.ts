import { getCustomerService } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export const customerServiceQuery = () =>
  queryOptions({
    queryKey: ['system', 'customerService'],
    queryFn: () => call(getCustomerService),
  });

export const useCustomerService = () => useQuery(customerServiceQuery());
