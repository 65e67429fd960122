import { getSiteConfig } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { sessionCached } from '../../../lib/session-cache.ts';

export const siteConfigQuery = () =>
  queryOptions({
    queryKey: ['system', 'siteConfig'],
    ...sessionCached('siteConfig', () => call(getSiteConfig)),
  });

export const useSiteConfig = () => useQuery(siteConfigQuery());
