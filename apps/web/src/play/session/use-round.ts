import type { BodyOf, CallDef } from '@gamehall/contract';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { type Attempt, attemptFor, outcomeUnknown } from '../../lib/idempotent-attempt.ts';
import { isSessionEnded } from './play-error.ts';
import { type SettledRound, usePlaySession } from './play-session.tsx';

export interface RoundRequest {
  sessionId: string;
  requestId: string;
}

/** What a round's call takes from the player: its body without what useIdempotentAction adds. */
export type RoundBets<C extends CallDef> = Omit<BodyOf<C>, keyof RoundRequest>;

/** The open attempt (lib/idempotent-attempt.ts) with the bets it was sent with. */
interface Pending<P> {
  attempt: Attempt;
  payload: P;
}

/**
 * One money-moving player action (spin, deal, a crash bet): a fresh requestId per action,
 * the same one again when the action is retried after a failure the server may not have
 * answered (network, 5xx), so the server answers the first result and never moves money
 * twice — the rule of the site's money forms (useMoneyAction), from the same pieces. An
 * ended session ends the page.
 */
export function useIdempotentAction<P extends object, V>(
  send: (body: P & RoundRequest) => Promise<V>,
  onDone: (value: V) => void,
) {
  const { session, ended, end } = usePlaySession();
  const pending = useRef<Pending<P> | null>(null);
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: send,
    onSuccess(value) {
      pending.current = null;
      onDone(value);
    },
    onError(err) {
      // An answer ends the attempt: the next press is a new action. An unknown outcome keeps it.
      if (!outcomeUnknown(err)) pending.current = null;
      if (isSessionEnded(err)) end();
    },
    onSettled() {
      inFlight.current = false;
    },
  });

  const run = ({ attempt, payload }: Pending<P>) => {
    // A second press before the button re-renders as disabled must not bet twice.
    if (inFlight.current || ended) return;
    inFlight.current = true;
    mutation.mutate({ ...payload, sessionId: session.sessionId, requestId: attempt.requestId });
  };

  return {
    /** Plays the bets; the same bets as a request that failed unanswered reuse its requestId. */
    play(payload: P) {
      if (inFlight.current) return;
      const attempt = attemptFor(
        pending.current?.attempt ?? null,
        payload as Record<string, unknown>,
      );
      pending.current = { attempt, payload };
      run(pending.current);
    },
    /** Sends the failed request again as it was, when it may have reached the server. */
    retry: () => {
      if (pending.current) run(pending.current);
    },
    canRetry: mutation.isError && outcomeUnknown(mutation.error) && pending.current !== null,
    busy: mutation.isPending,
    error: mutation.error,
    /** Forgets the last failure (its alert), e.g. once the round it was about is over. */
    reset: mutation.reset,
  };
}

/**
 * One money round of a game (spin, deal), played idempotently (useIdempotentAction).
 * A settled round updates the balance and tells the site.
 */
export function useRound<P extends object, V extends SettledRound>(
  send: (body: P & RoundRequest) => Promise<V>,
) {
  const { settle } = usePlaySession();
  // The last settled round stays on screen while the next one is in flight.
  const [result, setResult] = useState<V>();
  const action = useIdempotentAction(send, (round: V) => {
    setResult(round);
    settle(round);
  });
  return { ...action, result };
}
