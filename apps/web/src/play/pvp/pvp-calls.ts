import { pvpAct, pvpLeave, pvpSit, type ValueOf } from '@gamehall/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { isSessionEnded } from '../session/play-error.ts';
import { usePlaySession } from '../session/play-session.tsx';
import { type RoundBets, useIdempotentAction } from '../session/use-round.ts';

export type PvpSat = ValueOf<typeof pvpSit>;
export type PvpActed = ValueOf<typeof pvpAct>;
export type PvpLeft = ValueOf<typeof pvpLeave>;

/**
 * Sitting down with a buy-in, idempotent as the live tables' bets are: one requestId per
 * press, the same one when a press that failed unanswered is retried, so the buy-in is
 * never taken twice.
 */
export const usePvpSit = (onSat: (sat: PvpSat) => void) =>
  useIdempotentAction<RoundBets<typeof pvpSit>, PvpSat>((body) => call(pvpSit, { body }), onSat);

/**
 * One action on the player's turn, idempotent the same way: its own requestId per press.
 * The action bar is keyed by the turn it acts on, so an attempt left open by a failure
 * never carries over to a later turn (where the same press is a new action).
 */
export const usePvpAct = (onActed: (acted: PvpActed) => void) =>
  useIdempotentAction<RoundBets<typeof pvpAct>, PvpActed>(
    (body) => call(pvpAct, { body }),
    onActed,
  );

/** Standing up: safe to send again (the second answers PVP_NOT_SEATED), so no requestId. */
export function usePvpLeave(roomId: string, onLeft: (left: PvpLeft) => void) {
  const { session, end } = usePlaySession();
  return useMutation({
    mutationFn: () => call(pvpLeave, { body: { sessionId: session.sessionId, roomId } }),
    onSuccess: onLeft,
    onError(err) {
      if (isSessionEnded(err)) end();
    },
  });
}
