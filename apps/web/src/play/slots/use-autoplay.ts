import { useCallback, useEffect, useRef, useState } from 'react';
import type { SlotRound } from './slot-result.tsx';

/** The stop conditions a player sets before autoplay, as on every slot cabinet online. */
export interface AutoplayRules {
  spins: number;
  stopOnAnyWin: boolean;
  /** Stop when one round wins more than this (major units); null: never. */
  winAbove: number | null;
  /** Stop when the balance falls below this (major units); null: never. */
  balanceBelow: number | null;
}

export const AUTOPLAY_SPINS = [10, 25, 50, 100] as const;

/** Whether autoplay stops after `round`, with `left` spins still to play. */
export function stopsAfter(rules: AutoplayRules, round: SlotRound, left: number) {
  if (left <= 0) return true;
  // The jackpot is the moment of the session: never spin past it unattended.
  if (round.jackpot?.hit) return true;
  if (rules.stopOnAnyWin && round.win > 0) return true;
  if (rules.winAbove !== null && round.win > rules.winAbove) return true;
  return rules.balanceBelow !== null && round.balance < rules.balanceBelow;
}

interface Run {
  rules: AutoplayRules;
  left: number;
  /** A spin of this run is in flight or its reels still move. */
  waiting: boolean;
}

/**
 * Autoplay: plays `spin` (the machine's own spin, so each one is a normal round with its
 * own requestId through the same idempotent call as a press of Spin) each time the
 * machine is `ready` again, until a stop condition, the Stop button, any refusal or
 * lost connection (`error`: insufficient balance, an ended session…), or the page being
 * hidden. The server-side player-protection limits (loss, wager and session limits, a
 * later issue) will refuse spins past a limit: that refusal is an `error` like any other,
 * so autoplay stops on it and never works around it.
 */
export function useAutoplay({
  ready,
  spin,
  error,
  pause,
}: {
  /** No spin in flight, the reels at rest, nothing on screen to dismiss. */
  ready: boolean;
  spin: () => void;
  error: unknown;
  /** Milliseconds between a round's reels stopping and the next spin. */
  pause: number;
}) {
  const [run, setRun] = useState<Run | null>(null);
  const play = useRef(spin);
  play.current = spin;
  const running = run !== null;

  const start = useCallback(
    (rules: AutoplayRules) => setRun({ rules, left: rules.spins, waiting: false }),
    [],
  );
  const stop = useCallback(() => setRun(null), []);

  /** A round's reels stopped: its result decides whether autoplay goes on. */
  const landed = useCallback((round: SlotRound) => {
    setRun((r) => (!r || stopsAfter(r.rules, round, r.left) ? null : { ...r, waiting: false }));
  }, []);

  useEffect(() => {
    if (!run || run.waiting || !ready) return;
    const first = run.left === run.rules.spins;
    const id = setTimeout(
      () => {
        setRun((r) => r && { ...r, left: r.left - 1, waiting: true });
        play.current();
      },
      first ? 0 : pause,
    );
    return () => clearTimeout(id);
  }, [run, ready, pause]);

  useEffect(() => {
    if (error) setRun(null);
  }, [error]);

  // Nobody is watching a hidden page: money must not keep moving unseen.
  useEffect(() => {
    if (!running) return;
    const onChange = () => {
      if (document.visibilityState === 'hidden') setRun(null);
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [running]);

  return { running, left: run?.left ?? 0, start, stop, landed };
}
