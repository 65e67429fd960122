import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Where each reel is in a spin: at rest on its symbols, looping a blurred strip while the
 * server answers, or landing on the answer with a bounce.
 */
export type ReelPhase = 'rest' | 'loop' | 'land';

/** Milliseconds: the least time reels spin, the gap between two reels' stops, a landing. */
export interface Timing {
  minSpin: number;
  gap: number;
  land: number;
}

// Long enough to build suspense, short enough for a player spinning hundreds of times.
export const NORMAL: Timing = { minSpin: 800, gap: 240, land: 420 };
/** Turbo: the reels stop almost at once, nearly together. */
export const TURBO: Timing = { minSpin: 120, gap: 50, land: 220 };

const all = (reels: number, phase: ReelPhase): ReelPhase[] => Array(reels).fill(phase);

type Timers = Set<ReturnType<typeof setTimeout>>;

/** Runs `run` in `ms`, the pending timer kept in `timers` until it fires or is cancelled. */
function later(timers: Timers, ms: number, run: () => void) {
  const id = setTimeout(() => {
    timers.delete(id);
    run();
  }, ms);
  timers.add(id);
}

function cancel(timers: Timers) {
  for (const id of timers) clearTimeout(id);
  timers.clear();
}

interface Motion {
  reels: number;
  /** A spin is in flight: every reel loops until its answer lands. */
  spinning: boolean;
  /** Names what the reels show: a new value lands the reels on it. */
  target: string;
  /** null: no animation (reduced motion) — the answer shows at once. */
  timing: Timing | null;
  onReelStop(reel: number): void;
  /** Every reel is at rest on `target`. */
  onLanded(target: string): void;
}

/**
 * The reels' choreography, on timers rather than on CSS animation events: the logic (when
 * the result may show, when the balance moves) must not depend on events a hidden tab or
 * a browser skipping animations never fires. CSS only draws each phase.
 */
export function useReelMotion({ reels, spinning, target, timing, onReelStop, onLanded }: Motion) {
  const [phases, setPhases] = useState(() => all(reels, 'rest'));
  const timers = useRef<Timers>(new Set());
  const spunAt = useRef(0);
  const shown = useRef(target);
  const latest = useRef({ timing, onReelStop, onLanded });
  latest.current = { timing, onReelStop, onLanded };

  useEffect(() => {
    const pending = timers.current;
    return () => cancel(pending);
  }, []);

  // A press: every reel spins from now, before the server has answered.
  useEffect(() => {
    if (!spinning || !latest.current.timing) return;
    spunAt.current = Date.now();
    setPhases(all(reels, 'loop'));
  }, [spinning, reels]);

  // An answer (or another spin of the round to show): the reels stop on it left to right,
  // once they have spun for at least `minSpin`. Before paint: reels at rest must never
  // show the new symbols for a frame before they start to move.
  useLayoutEffect(() => {
    if (target === shown.current) return;
    shown.current = target;
    cancel(timers.current);
    const { timing: t } = latest.current;
    if (!t) {
      setPhases(all(reels, 'rest'));
      latest.current.onLanded(target);
      return;
    }
    const wait = Math.max(0, t.minSpin - (Date.now() - spunAt.current));
    setPhases(all(reels, 'loop'));
    for (let reel = 0; reel < reels; reel++) {
      later(timers.current, wait + reel * t.gap, () => {
        setPhases((p) => p.map((phase, i) => (i === reel ? 'land' : phase)));
        latest.current.onReelStop(reel);
      });
    }
    later(timers.current, wait + (reels - 1) * t.gap + t.land, () => {
      setPhases(all(reels, 'rest'));
      latest.current.onLanded(target);
    });
  }, [target, reels]);

  // A refused or lost spin (the effect above scheduled nothing): back to what they showed.
  useEffect(() => {
    if (spinning || timers.current.size > 0) return;
    setPhases((p) => (p.every((phase) => phase === 'rest') ? p : all(reels, 'rest')));
  }, [spinning, reels]);

  return phases;
}
