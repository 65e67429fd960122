import { getHelpCenter } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export const helpCenterQuery = () =>
  queryOptions({ queryKey: ['system', 'helpCenter'], queryFn: () => call(getHelpCenter) });

export const useHelpCenter = () => useQuery(helpCenterQuery());
