import { slotSpin } from '@gamehall/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../../lib/api-client.ts';
import { usePlaySession } from '../session/play-session.tsx';
import { type RoundBets, type RoundRequest, useIdempotentAction } from '../session/use-round.ts';
import type { SlotRound } from './slot-result.tsx';

/** A settled round and its sequence number: the same round answered twice still lands twice. */
export interface Answered {
  round: SlotRound;
  seq: number;
}

const send = (body: RoundBets<typeof slotSpin> & RoundRequest) => call(slotSpin, { body });

/**
 * A spin at the chosen bet (and the free spins it triggers), played idempotently like
 * every round (useIdempotentAction: a fresh requestId per spin, the same one on a retry).
 * Unlike useRound, the balance moves only when `land` says the reels have stopped: the
 * server has already answered, but a player must not see the win in the balance before
 * the reels show it.
 */
export function useSlotSpin() {
  const { settle } = usePlaySession();
  const [answered, setAnswered] = useState<Answered>();
  const [landed, setLanded] = useState(0);
  const unsettled = useRef<SlotRound | null>(null);
  const seq = useRef(0);
  const action = useIdempotentAction<RoundBets<typeof slotSpin>, SlotRound>(send, (round) => {
    unsettled.current = round;
    seq.current += 1;
    setAnswered({ round, seq: seq.current });
  });

  const land = useCallback(
    (landedSeq: number) => {
      const round = unsettled.current;
      setLanded((current) => Math.max(current, landedSeq));
      if (!round) return;
      unsettled.current = null;
      settle(round);
    },
    [settle],
  );

  // Leaving mid-animation: the money already moved on the server, so the page's balance
  // must still follow.
  const settleRef = useRef(settle);
  settleRef.current = settle;
  useEffect(
    () => () => {
      if (unsettled.current) settleRef.current(unsettled.current);
      unsettled.current = null;
    },
    [],
  );

  return {
    ...action,
    answered,
    /** The last answered round once its reels have stopped (what the result may show). */
    landed: answered && landed >= answered.seq ? answered.round : undefined,
    land,
  };
}
