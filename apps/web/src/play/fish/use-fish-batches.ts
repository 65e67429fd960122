import { fishShoot } from '@gamehall/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../../lib/api-client.ts';
import { outcomeUnknown } from '../../lib/idempotent-attempt.ts';
import { newRequestId } from '../../lib/request-id.ts';
import { isSessionEnded } from '../session/play-error.ts';
import { usePlaySession } from '../session/play-session.tsx';
import { type QueuedShot, ShotQueue, sessionShotStore } from './batch-queue.ts';

/** One shot as the server answered it. */
export interface ShotAnswer {
  shot: QueuedShot;
  killed: boolean;
  /** Major units. */
  win: number;
}

/** What was fired in the last half second goes together: one request, one round. */
export const BATCH_MS = 500;
/** After a failure with no answer, the batch goes again after 1, 2, 4, then every 8 s. */
const retryDelay = (failures: number) => Math.min(8_000, 1_000 * 2 ** (failures - 1));

/**
 * The fish game's shots on their way to the server (batch-queue.ts keeps the books): every
 * half second the hits queued so far go as one batch, one batch at a time and in order. A
 * batch with no answer (network, 5xx) goes again with its requestId, on its own after a
 * pause, at once when the browser is back online or the player asks; after a reload it is
 * still in sessionStorage and goes first. A refusal drops the batch and every hit behind
 * it (never charged) and stops the game until the player plays on.
 */
export function useFishBatches({
  max,
  onAnswer,
  onDropped,
}: {
  max: number;
  onAnswer: (answer: ShotAnswer) => void;
  onDropped: (shots: readonly QueuedShot[]) => void;
}) {
  const { session, ended, settle, end } = usePlaySession();
  const { sessionId } = session;
  const queueRef = useRef<ShotQueue | null>(null);
  queueRef.current ??= new ShotQueue(max, sessionShotStore(sessionId, max), newRequestId);
  const queue = queueRef.current;
  const [owedMinor, setOwedMinor] = useState(queue.owedMinor);
  const [error, setError] = useState<unknown>(null);
  const [stopped, setStopped] = useState(false);
  const failures = useRef(0);
  const retryAt = useRef(0);
  const handlers = useRef({ onAnswer, onDropped, settle, end });
  handlers.current = { onAnswer, onDropped, settle, end };

  const send = useCallback(async () => {
    if (Date.now() < retryAt.current) return;
    const batch = queue.take();
    if (!batch) return;
    const { onAnswer, onDropped, settle, end } = handlers.current;
    try {
      const round = await call(fishShoot, {
        body: {
          sessionId,
          requestId: batch.requestId,
          shots: batch.shots.map(({ species, bet }) => ({ species, bet })),
        },
      });
      queue.answered(batch.requestId);
      failures.current = 0;
      setError(null);
      settle(round);
      round.outcome.shots.forEach((answer, i) => {
        const shot = batch.shots[i];
        if (shot) onAnswer({ shot, killed: answer.killed, win: answer.win });
      });
    } catch (err) {
      setError(err);
      if (outcomeUnknown(err)) {
        queue.unanswered();
        failures.current += 1;
        retryAt.current = Date.now() + retryDelay(failures.current);
      } else {
        setStopped(true);
        onDropped(queue.refused());
        if (isSessionEnded(err)) end();
      }
    } finally {
      setOwedMinor(queue.owedMinor);
    }
  }, [queue, sessionId]);

  useEffect(() => {
    if (ended) return;
    // A batch left unanswered by a reload goes first, without waiting for the tick.
    void send();
    const tick = setInterval(() => void send(), BATCH_MS);
    const online = () => {
      retryAt.current = 0;
      void send();
    };
    window.addEventListener('online', online);
    return () => {
      clearInterval(tick);
      window.removeEventListener('online', online);
    };
  }, [send, ended]);

  return {
    add(shot: QueuedShot) {
      queue.add(shot);
      setOwedMinor(queue.owedMinor);
    },
    /** Bets fired but not answered yet (minor units): the balance shown has them taken off. */
    owedMinor,
    /**
     * Whether another hit may queue: not after a refusal, and not while the connection is
     * down with a full batch already waiting (the player would fire into the void).
     */
    canQueue: () => !stopped && !ended && queue.backlog < max,
    stopped,
    error,
    /** The last failure left a batch unanswered: it may be sent again now. */
    canRetry: error !== null && outcomeUnknown(error) && !stopped,
    retry() {
      retryAt.current = 0;
      void send();
    },
    /** After a refusal the player reads the alert, then chooses to play on. */
    resume() {
      setStopped(false);
      setError(null);
    },
  };
}
