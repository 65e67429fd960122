import { getUnreadCount } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** How often the header asks again while the page is open (and visible). */
export const UNREAD_POLL_MS = 60_000;

/** Product §7 unread messages; under 'mailbox', so every change in the mailbox refreshes it. */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: ['mailbox', 'unread'],
    queryFn: ({ signal }) => call(getUnreadCount, {}, { signal }),
  });

/** The header's badge: asked only while `enabled` (logged in, a mailbox to read). */
export function useUnreadCount(enabled: boolean): number {
  const { data } = useQuery({
    ...unreadCountQuery(),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
  });
  return enabled ? (data?.count ?? 0) : 0;
}
