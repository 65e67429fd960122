import { getCustomerService } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { useFirstScreenPainted } from '../../../lib/first-screen.ts';

export const customerServiceQuery = () =>
  queryOptions({
    queryKey: ['system', 'customerService'],
    queryFn: () => call(getCustomerService),
  });

/** Asked once the first screen has painted: nothing on it needs the answer (lib/first-screen.ts). */
export const useCustomerService = () =>
  useQuery({ ...customerServiceQuery(), enabled: useFirstScreenPainted() });
