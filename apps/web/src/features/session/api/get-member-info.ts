import { getMemberInfo } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { useLoggedIn, useSession } from '../../../lib/session-store.ts';

/** The logged-in member (product §3); its answer also fills the session store. */
export const memberInfoQuery = () =>
  queryOptions({
    queryKey: ['member', 'info'],
    queryFn: async ({ signal }) => {
      const member = await call(getMemberInfo, {}, { signal });
      useSession.getState().setMember(member);
      return member;
    },
  });

/** Asked only while logged in (product §4: member info only if a token exists). */
export function useMemberInfo() {
  const loggedIn = useLoggedIn();
  return useQuery({ ...memberInfoQuery(), enabled: loggedIn });
}
