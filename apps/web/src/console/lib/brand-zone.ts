import { getSiteConfig } from '@gamehall/contract';
import { useQuery } from '@tanstack/react-query';
import { staffCall } from './staff-call.ts';

/**
 * The brand's time zone, whose calendar days the reports count (the site's configuration).
 * `settled` once it is known or could not be read: then the browser's zone stands in.
 */
export function useBrandZone() {
  const config = useQuery({
    queryKey: ['console', 'site-config'],
    queryFn: () => staffCall(getSiteConfig),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { zone: config.data?.timeZone, settled: !config.isPending };
}
