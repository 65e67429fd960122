import type { Point, Pose, World } from './fish-paths.ts';

/** What hit testing needs of a fish: where it is, its size, whether it can be shot. */
export interface Target {
  id: number;
  pose: Pose;
  length: number;
  height: number;
  /** Killed (bursting) or not yet in the water: bullets pass through. */
  hittable: boolean;
}

/**
 * A little more than the drawn body: fins and tails stick out of the ellipse, and a
 * bullet grazing a fish should count as the player expects it to.
 */
const SLACK = 1.15;

/** Whether a point is inside the fish's hit box: an ellipse along its body, turned with it. */
export function inHitBox(fish: Target, p: Point): boolean {
  const dx = p.x - fish.pose.x;
  const dy = p.y - fish.pose.y;
  const cos = Math.cos(-fish.pose.angle);
  const sin = Math.sin(-fish.pose.angle);
  const along = dx * cos - dy * sin;
  const across = dx * sin + dy * cos;
  const a = (fish.length / 2) * SLACK;
  const b = (fish.height / 2) * SLACK;
  return (along / a) ** 2 + (across / b) ** 2 <= 1;
}

/**
 * The fish a point hits: the one drawn on top (the last in drawing order), as the
 * player sees it, so a clownfish in front of a whale is the one shot.
 */
export function fishAt<T extends Target>(fishes: readonly T[], p: Point): T | undefined {
  for (let i = fishes.length - 1; i >= 0; i--) {
    const fish = fishes[i] as T;
    if (fish.hittable && inHitBox(fish, p)) return fish;
  }
  return undefined;
}

/**
 * The first fish met by a bullet moving from `a` to `b` in one frame: sampled every few
 * units so a fast bullet cannot jump over a small fish between two frames.
 */
export function fishOnSegment<T extends Target>(
  fishes: readonly T[],
  a: Point,
  b: Point,
  step = 6,
): { fish: T; at: Point } | undefined {
  const n = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / step));
  for (let i = 1; i <= n; i++) {
    const at = { x: a.x + ((b.x - a.x) * i) / n, y: a.y + ((b.y - a.y) * i) / n };
    const fish = fishAt(fishes, at);
    if (fish) return { fish, at };
  }
  return undefined;
}

/** Whether a fish's centre is inside the sea: the only ones Space or auto-aim may pick. */
export const inSea = (p: Point, world: World) =>
  p.x >= 0 && p.x <= world.width && p.y >= 0 && p.y <= world.height;

/** The hittable fish in the sea nearest to `from` (the cannon), for Space and auto-fire. */
export function nearestFish<T extends Target>(
  fishes: readonly T[],
  from: Point,
  world: World,
): T | undefined {
  let best: T | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const fish of fishes) {
    if (!fish.hittable || !inSea(fish.pose, world)) continue;
    const d = Math.hypot(fish.pose.x - from.x, fish.pose.y - from.y);
    if (d < bestDistance) {
      best = fish;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * Where to shoot to meet a moving fish: the fish's position when a bullet fired now would
 * arrive, refined a few times (`poseIn(dt)` is where the fish will be in dt seconds).
 */
export function leadAim(from: Point, speed: number, poseIn: (dt: number) => Point): Point {
  let aim = poseIn(0);
  for (let i = 0; i < 3; i++) {
    aim = poseIn(Math.hypot(aim.x - from.x, aim.y - from.y) / speed);
  }
  return aim;
}

/** The cannon points upward only: at most this close to the horizontal (radians). */
const MIN_ELEVATION = 0.1;

/** The cannon's angle toward a point (radians, −π/2 = straight up), kept above the floor. */
export function aimAngle(from: Point, to: Point): number {
  const angle = Math.atan2(to.y - from.y, to.x - from.x);
  // A point below the cannon's muzzle: turn to the nearer side, not through the floor.
  if (angle >= 0) return to.x >= from.x ? -MIN_ELEVATION : -Math.PI + MIN_ELEVATION;
  return Math.min(-MIN_ELEVATION, Math.max(-Math.PI + MIN_ELEVATION, angle));
}
