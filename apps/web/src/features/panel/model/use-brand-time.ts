import { useCallback } from 'react';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useSiteConfig } from '../../system/index.ts';

/** Writes an ISO instant as yyyy-MM-dd HH:mm:ss in the brand's time zone (docs/architecture.md "Time"). */
export function useBrandTime() {
  const timeZone = useSiteConfig().data?.timeZone;
  return useCallback((iso: string) => formatDateTime(iso, timeZone), [timeZone]);
}
