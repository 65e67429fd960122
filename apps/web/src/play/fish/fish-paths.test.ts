// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seededRandom } from './fish-kinds.ts';
import { CANNON_BAND, onScreen, poseAt, swimPath, swimSpeed } from './fish-paths.ts';

const world = { width: 640, height: 400 };

describe('fish paths', () => {
  it('enters fully off one side, leaves fully off the other, above the cannon', () => {
    const random = seededRandom(7);
    for (let i = 0; i < 200; i++) {
      const path = swimPath(world, 80, 40, random);
      const start = poseAt(path, 0);
      const end = poseAt(path, 1);
      expect(Math.min(start.x, end.x)).toBeLessThanOrEqual(-80);
      expect(Math.max(start.x, end.x)).toBeGreaterThanOrEqual(640 + 80);
      expect(onScreen(start, 40, world)).toBe(false);
      for (let t = 0; t <= 1; t += 0.05) {
        const { y } = poseAt(path, t);
        expect(y - 20).toBeGreaterThanOrEqual(0);
        expect(y + 20).toBeLessThanOrEqual(world.height * (1 - CANNON_BAND) + 1e-9);
      }
    }
  });

  it('moves smoothly, facing the way it swims', () => {
    const path = swimPath(world, 40, 22, seededRandom(3));
    const rightward = path.p3.x > path.p0.x;
    let last = poseAt(path, 0);
    for (let i = 1; i <= 100; i++) {
      const pose = poseAt(path, i / 100);
      // No jumps: one hundredth of the swim is a short step.
      expect(Math.hypot(pose.x - last.x, pose.y - last.y)).toBeLessThan(20);
      expect(Math.cos(pose.angle) > 0).toBe(rightward);
      last = pose;
    }
  });

  it('gives big fish a slower, longer swim', () => {
    expect(swimSpeed(240)).toBeLessThan(swimSpeed(40));
    const random = seededRandom(9);
    const small = swimPath(world, 40, 20, random);
    const big = swimPath(world, 240, 80, random);
    expect(big.duration).toBeGreaterThan(small.duration);
  });
});
