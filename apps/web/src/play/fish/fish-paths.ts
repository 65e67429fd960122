/** A point of the sea, in world units (x right, y down). */
export interface Point {
  x: number;
  y: number;
}

/** Where a fish is and which way it faces (radians, 0 = swimming right). */
export interface Pose extends Point {
  angle: number;
}

/** The sea's size in world units (use-sea-loop.ts worldWidth), as tall as the canvas's aspect. */
export interface World {
  width: number;
  height: number;
}

/** One swim across the sea: a cubic Bézier from off one side to off the other. */
export interface SwimPath {
  p0: Point;
  p1: Point;
  p2: Point;
  p3: Point;
  /** Seconds from entering to leaving. */
  duration: number;
}

/** Fish keep out of the bottom band, where the cannon sits and bullets start. */
export const CANNON_BAND = 0.22;

const bezier = (a: number, b: number, c: number, d: number, t: number) => {
  const u = 1 - t;
  return u * u * u * a + 3 * u * u * t * b + 3 * u * t * t * c + t * t * t * d;
};

const slope = (a: number, b: number, c: number, d: number, t: number) => {
  const u = 1 - t;
  return 3 * u * u * (b - a) + 6 * u * t * (c - b) + 3 * t * t * (d - c);
};

/** The pose at progress t ∈ [0, 1]; facing along the curve, so a fish turns as it bends. */
export function poseAt(path: SwimPath, t: number): Pose {
  const { p0, p1, p2, p3 } = path;
  const dx = slope(p0.x, p1.x, p2.x, p3.x, t);
  const dy = slope(p0.y, p1.y, p2.y, p3.y, t);
  return {
    x: bezier(p0.x, p1.x, p2.x, p3.x, t),
    y: bezier(p0.y, p1.y, p2.y, p3.y, t),
    angle: Math.atan2(dy, dx),
  };
}

/** The curve's length, from a polyline fine enough for a speed that looks even. */
export function pathLength(path: SwimPath, steps = 24): number {
  let length = 0;
  let last = poseAt(path, 0);
  for (let i = 1; i <= steps; i++) {
    const next = poseAt(path, i / steps);
    length += Math.hypot(next.x - last.x, next.y - last.y);
    last = next;
  }
  return length;
}

/** Cruising speed in world units per second: big fish glide, small ones dart. */
export const swimSpeed = (length: number) => 75 * (length / 40) ** -0.3;

/**
 * A swim across for a fish of this length and height: it enters fully outside one side,
 * leaves fully outside the other, and its whole body stays between the surface margin
 * and the cannon band (so every fish can be reached by a bullet).
 */
export function swimPath(world: World, length: number, height: number, random: () => number) {
  const { width, height: seaHeight } = world;
  const top = seaHeight * 0.06 + height / 2;
  const bottom = Math.max(top, seaHeight * (1 - CANNON_BAND) - height / 2);
  const y = () => top + random() * (bottom - top);
  const rightward = random() < 0.5;
  const start = rightward ? -length : width + length;
  const end = rightward ? width + length : -length;
  const reach = (end - start) / 3;
  const shape: Omit<SwimPath, 'duration'> = {
    p0: { x: start, y: y() },
    p1: { x: start + reach, y: y() },
    p2: { x: end - reach, y: y() },
    p3: { x: end, y: y() },
  };
  const duration = pathLength({ ...shape, duration: 1 }) / swimSpeed(length);
  return { ...shape, duration };
}

/** The same path shifted: the followers of a school swim beside their leader. */
export const offsetPath = (path: SwimPath, dx: number, dy: number): SwimPath => {
  const move = (p: Point) => ({ x: p.x + dx, y: p.y + dy });
  return { ...path, p0: move(path.p0), p1: move(path.p1), p2: move(path.p2), p3: move(path.p3) };
};

/** Whether a body of this half-size around the pose shows at all inside the sea. */
export const onScreen = (pose: Point, reach: number, world: World) =>
  pose.x > -reach &&
  pose.x < world.width + reach &&
  pose.y > -reach &&
  pose.y < world.height + reach;
