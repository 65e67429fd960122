import { crashCashout } from '@gamehall/contract';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { usePlaySession } from '../session/play-session.tsx';
import type { Placed } from './place-bet.ts';

/**
 * Cashes out this session's running bet at the multiplier the server sees then. Asked
 * again, the server answers the same cash-out, so a retry needs no requestId.
 */
export function useCashOut(options: Omit<UseMutationOptions<Placed, Error, void>, 'mutationFn'>) {
  const { session } = usePlaySession();
  return useMutation({
    ...options,
    mutationFn: () => call(crashCashout, { body: { sessionId: session.sessionId } }),
  });
}
