// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  aimAngle,
  fishAt,
  fishOnSegment,
  inHitBox,
  leadAim,
  nearestFish,
  type Target,
} from './hit-test.ts';

const fish = (id: number, x: number, y: number, angle = 0, length = 100, height = 40): Target => ({
  id,
  pose: { x, y, angle },
  length,
  height,
  hittable: true,
});

const world = { width: 640, height: 400 };

describe('hit testing', () => {
  it('hits inside the ellipse along the body, turned with the fish', () => {
    const flat = fish(1, 200, 100);
    expect(inHitBox(flat, { x: 200, y: 100 })).toBe(true);
    expect(inHitBox(flat, { x: 255, y: 100 })).toBe(true); // the nose (half length 50, slack)
    expect(inHitBox(flat, { x: 200, y: 125 })).toBe(false); // above a 40-tall body
    expect(inHitBox(flat, { x: 260, y: 120 })).toBe(false); // the corner of the box
    const diving = fish(2, 200, 100, Math.PI / 2);
    expect(inHitBox(diving, { x: 200, y: 150 })).toBe(true);
    expect(inHitBox(diving, { x: 250, y: 100 })).toBe(false);
  });

  it('picks the fish drawn on top, and never one that cannot be shot', () => {
    const whale = fish(1, 200, 100, 0, 200, 90);
    const clown = fish(2, 210, 100, 0, 40, 22);
    expect(fishAt([whale, clown], { x: 210, y: 100 })?.id).toBe(2);
    expect(fishAt([whale, clown], { x: 150, y: 100 })?.id).toBe(1);
    expect(fishAt([whale, { ...clown, hittable: false }], { x: 210, y: 100 })?.id).toBe(1);
    expect(fishAt([whale, clown], { x: 500, y: 300 })).toBeUndefined();
  });

  it('finds a small fish a fast bullet would jump over between two frames', () => {
    const clown = fish(7, 300, 200, 0, 40, 10);
    const met = fishOnSegment([clown], { x: 300, y: 260 }, { x: 300, y: 140 });
    expect(met?.fish.id).toBe(7);
    expect(met?.at.y).toBeGreaterThanOrEqual(194); // met on the near side of the body
    expect(fishOnSegment([clown], { x: 400, y: 260 }, { x: 400, y: 140 })).toBeUndefined();
  });

  it('picks the nearest fish inside the sea for Space', () => {
    const cannon = { x: 320, y: 392 };
    const far = fish(1, 320, 50);
    const near = fish(2, 100, 300);
    const outside = fish(3, -30, 390);
    expect(nearestFish([far, near, outside], cannon, world)?.id).toBe(2);
    expect(nearestFish([far, { ...near, hittable: false }], cannon, world)?.id).toBe(1);
    expect(nearestFish([], cannon, world)).toBeUndefined();
  });

  it('leads a moving fish so the bullet meets it', () => {
    const from = { x: 0, y: 0 };
    // A fish 300 up, swimming right at 100/s; a 600/s bullet.
    const at = leadAim(from, 600, (dt) => ({ x: 100 * dt, y: -300 }));
    const flight = Math.hypot(at.x, at.y) / 600;
    expect(at.x).toBeCloseTo(100 * flight, 1);
    expect(at.x).toBeGreaterThan(40);
  });

  it('keeps the cannon pointing upward', () => {
    const cannon = { x: 320, y: 392 };
    expect(aimAngle(cannon, { x: 320, y: 0 })).toBeCloseTo(-Math.PI / 2);
    expect(aimAngle(cannon, { x: 600, y: 392 })).toBeCloseTo(-0.1);
    expect(aimAngle(cannon, { x: 0, y: 400 })).toBeCloseTo(-Math.PI + 0.1);
  });
});
