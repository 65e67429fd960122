import { getDomainRoute } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { sessionCached } from '../../../lib/session-cache.ts';

/** Product §3: each domain's speed is reset to 0 before use. */
export const domainRouteQuery = () =>
  queryOptions({
    queryKey: ['system', 'domainRoute'],
    ...sessionCached('routers', async () => {
      const value = await call(getDomainRoute);
      return { list: value.list.map((d) => ({ ...d, speed: 0 })) };
    }),
  });

export const useDomainRoute = () => useQuery(domainRouteQuery());
