import type { BodyOf, CallDef } from '@gamehall/contract';
import {
  type QueryClient,
  type QueryKey,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { call } from '../../../lib/api-client.ts';
import { type Attempt, afterAttempt, attemptFor } from '../../../lib/idempotent-attempt.ts';

/**
 * After money moved (or may have): every ['wallet'] query (the header and side-menu
 * balance, the wallets) and the lists the action touches are asked again.
 */
export function refreshMoney(client: QueryClient, also: readonly QueryKey[] = []) {
  return Promise.all(
    [['wallet'], ...also].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}

export type MoneyBody<C extends CallDef> = Omit<BodyOf<C>, 'requestId'>;

/**
 * A money-moving call with its idempotency key: `submit` adds the key, reusing it when
 * the same submission is retried after an unknown outcome, so a retried click never moves
 * money twice. `also` names the queries besides ['wallet'] the call changes.
 */
export function useMoneyAction<C extends CallDef>(def: C, also: readonly QueryKey[] = []) {
  const client = useQueryClient();
  const open = useRef<Attempt | null>(null);
  const mutation = useMutation({
    mutationFn: (body: BodyOf<C>) => call(def, { body }),
    // On failure too: a request that got no answer may still have moved the money. Not
    // awaited: the form reports at once while the balance shows 'balance updating'.
    onSettled: () => {
      void refreshMoney(client, also);
    },
  });
  const { mutateAsync } = mutation;
  const submit = useCallback(
    async (body: MoneyBody<C>) => {
      const attempt = attemptFor(open.current, body as Record<string, unknown>);
      open.current = attempt;
      try {
        const value = await mutateAsync({ ...body, requestId: attempt.requestId } as BodyOf<C>);
        open.current = null;
        return value;
      } catch (err) {
        open.current = afterAttempt(attempt, err);
        throw err;
      }
    },
    [mutateAsync],
  );
  return { submit, isPending: mutation.isPending };
}
