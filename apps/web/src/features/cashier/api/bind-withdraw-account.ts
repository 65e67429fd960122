import { type BodyOf, bindWithdrawAccount } from '@gamehall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { withdrawInfoQuery } from './get-withdraw-info.ts';

/** Binds a bank or e-wallet account (an E call); the withdraw info then lists it. */
export function useBindWithdrawAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof bindWithdrawAccount>) => call(bindWithdrawAccount, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: withdrawInfoQuery().queryKey }),
  });
}
