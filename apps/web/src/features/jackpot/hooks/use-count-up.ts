import { useEffect, useRef, useState } from 'react';
import { matchesMedia, REDUCED_MOTION } from '../../../lib/media-query.ts';

/** How long the figure takes to count from one answer's pool to the next. */
export const COUNT_UP_MS = 1_000;

/** Fast at first, settling on the new figure. */
const easeOut = (t: number) => 1 - (1 - t) ** 3;
const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The figure to show for `target`: when it grows, it counts up to it over `duration`,
 * one step per animation frame (so nothing runs in a hidden tab). It shows the target at
 * once on its first value, when it falls (the pool was won and starts again from its
 * seed) and when the visitor asks for less motion.
 */
export function useCountUp(target: number, duration = COUNT_UP_MS): number {
  const [shown, setShown] = useState(target);
  // Where a new count starts: the figure on screen, even half-way through a count.
  const current = useRef(target);

  useEffect(() => {
    const from = current.current;
    if (from === target) return;
    if (target < from || duration <= 0 || matchesMedia(REDUCED_MOTION)) {
      current.current = target;
      setShown(target);
      return;
    }
    let frame = 0;
    let start: number | undefined;
    const step = (now: number) => {
      start ??= now;
      const t = Math.min(1, (now - start) / duration);
      const value = t >= 1 ? target : cents(from + (target - from) * easeOut(t));
      current.current = value;
      setShown(value);
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, duration]);

  return shown;
}
