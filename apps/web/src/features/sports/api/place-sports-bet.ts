import { type BodyOf, placeSportsBet, type ValueOf } from '@gamehall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { call } from '../../../lib/api-client.ts';
import { type Attempt, afterAttempt, attemptFor } from '../../../lib/idempotent-attempt.ts';
import { refreshMoney } from '../../wallet/index.ts';
import { SPORTS_BETS } from './keys.ts';

export type PlaceBody = Omit<BodyOf<typeof placeSportsBet>, 'requestId'>;
export type Placed = ValueOf<typeof placeSportsBet>;

/**
 * Places one bet of the slip (a single or the combo) with its own idempotency key. The slip
 * sends several bets at once, so each keeps its attempt by its slip key: sent again
 * unchanged after no answer (a network failure, a 5xx) it carries the same requestId and
 * the server answers the first result instead of placing it twice; any change (stake,
 * price, acceptance) or a definite answer makes the next one new. Then the balance (the
 * header's), the records and my bets are asked again.
 */
export function usePlaceSportsBet() {
  const client = useQueryClient();
  const open = useRef(new Map<string, Attempt>());
  const { mutateAsync } = useMutation({
    mutationFn: (body: BodyOf<typeof placeSportsBet>) => call(placeSportsBet, { body }),
    onSettled: () => {
      void refreshMoney(client, [SPORTS_BETS, ['records']]);
    },
  });
  return useCallback(
    async (slipKey: string, body: PlaceBody): Promise<Placed> => {
      const attempt = attemptFor(open.current.get(slipKey) ?? null, { ...body });
      open.current.set(slipKey, attempt);
      try {
        const placed = await mutateAsync({ ...body, requestId: attempt.requestId });
        open.current.delete(slipKey);
        return placed;
      } catch (err) {
        const still = afterAttempt(attempt, err);
        if (still) open.current.set(slipKey, still);
        else open.current.delete(slipKey);
        throw err;
      }
    },
    [mutateAsync],
  );
}
