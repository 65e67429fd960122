import { getSecurityLog } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** The member's last 20 security events. Under 'member' so each change refreshes it too. */
export const securityLogQuery = () =>
  queryOptions({
    queryKey: ['member', 'securityLog'],
    queryFn: ({ signal }) => call(getSecurityLog, {}, { signal }),
  });

export const useSecurityLog = () => useQuery(securityLogQuery());
