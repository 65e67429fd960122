import { getBalance } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { useLoggedIn } from '../../../lib/session-store.ts';

/** The main wallet balance (product §3 Balance: sumBalance); the key starts with 'wallet' so logout clears it. */
export const balanceQuery = () =>
  queryOptions({
    queryKey: ['wallet', 'balance'],
    queryFn: ({ signal }) => call(getBalance, {}, { signal }),
  });

/** A T call: asked only while logged in. */
export function useBalance() {
  const loggedIn = useLoggedIn();
  return useQuery({ ...balanceQuery(), enabled: loggedIn });
}
