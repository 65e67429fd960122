import { type RefObject, useEffect } from 'react';
import { drawSea, type SeaLook } from './draw-sea.ts';
import type { Point } from './fish-paths.ts';
import type { Sea } from './sea.ts';

/**
 * The sea's width in world units: 640 on a desktop (fish keep their proportions at any
 * size), down to 400 on a phone, so a clownfish there is still big enough to aim at.
 */
export const worldWidth = (cssWidth: number) => Math.min(640, Math.max(400, cssWidth));
/** A frame longer than this (a stall, a debugger) is cut short, not jumped across. */
const MAX_STEP = 0.05;
/** jsdom lays nothing out: a sea of this size in CSS pixels stands in. */
const FALLBACK = { width: 640, height: 400 };

/** A pointer event's place in world units. */
export function worldPoint(
  canvas: HTMLCanvasElement,
  sea: Sea,
  e: { clientX: number; clientY: number },
): Point {
  const rect = canvas.getBoundingClientRect();
  if (rect.width === 0 || rect.height === 0) return { x: sea.world.width / 2, y: 0 };
  return {
    x: ((e.clientX - rect.left) / rect.width) * sea.world.width,
    y: ((e.clientY - rect.top) / rect.height) * sea.world.height,
  };
}

/**
 * Runs the sea: a requestAnimationFrame loop that steps it (`frame`, where the game turns
 * hits into shots and auto-fires) and draws it, sharp at the screen's devicePixelRatio. The
 * loop stops while the tab is hidden and starts afresh when it shows, so a sea left in the
 * background neither burns battery nor jumps ahead (and auto-fire spends nothing unseen).
 */
export function useSeaLoop(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  sea: Sea,
  frame: (dt: number) => void,
  look: () => SeaLook,
) {
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let ctx: CanvasRenderingContext2D | null = null;
    try {
      ctx = canvas.getContext('2d');
    } catch {
      ctx = null; // no canvas (jsdom): the sea still runs, undrawn
    }
    let scale = 1;
    const fit = () => {
      const rect = canvas.getBoundingClientRect();
      const css = rect.width > 0 && rect.height > 0 ? rect : FALLBACK;
      const dpr = Math.min(3, window.devicePixelRatio || 1);
      canvas.width = Math.round(css.width * dpr);
      canvas.height = Math.round(css.height * dpr);
      const width = worldWidth(css.width);
      scale = (css.width / width) * dpr;
      sea.resize({ width, height: (width * css.height) / css.width });
    };
    fit();
    if (sea.fishes.length === 0) sea.populate();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : null;
    observer?.observe(canvas);

    let handle = 0;
    let last: number | null = null;
    const tick = (now: number) => {
      const dt = last === null ? 0 : Math.min(MAX_STEP, (now - last) / 1000);
      last = now;
      frame(dt);
      if (ctx) {
        ctx.setTransform(scale, 0, 0, scale, 0, 0);
        drawSea(ctx, sea, look());
      }
      handle = requestAnimationFrame(tick);
    };
    const start = () => {
      cancelAnimationFrame(handle);
      last = null;
      if (!document.hidden) handle = requestAnimationFrame(tick);
    };
    start();
    document.addEventListener('visibilitychange', start);
    return () => {
      cancelAnimationFrame(handle);
      observer?.disconnect();
      document.removeEventListener('visibilitychange', start);
    };
  }, [canvasRef, sea, frame, look]);
}
