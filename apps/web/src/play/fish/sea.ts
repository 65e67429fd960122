import {
  bodyRatio,
  fishLength,
  maxOnScreen,
  pickSpecies,
  type Species,
  schoolSize,
} from './fish-kinds.ts';
import {
  offsetPath,
  type Point,
  type Pose,
  poseAt,
  type SwimPath,
  swimPath,
  type World,
} from './fish-paths.ts';
import { aimAngle, fishOnSegment, leadAim, nearestFish, type Target } from './hit-test.ts';

export interface SeaFish extends Target {
  species: string;
  multiplier: number;
  path: SwimPath;
  /** Sea time (s) it entered its path; progress is (time − born) / duration. */
  born: number;
  /** Shots at it the server has not answered yet: it flashes meanwhile. */
  pending: number;
  /** Sea time it was killed, null while alive. */
  diedAt: number | null;
}

export interface Bullet extends Point {
  vx: number;
  vy: number;
  /** The cannon bet it was fired at (major units): the shot's bet if it hits. */
  bet: number;
}

export type Effect =
  | { kind: 'coins'; x: number; y: number; born: number; count: number }
  | { kind: 'text'; x: number; y: number; born: number; text: string }
  | { kind: 'net'; x: number; y: number; born: number };

/** A bullet that reached a fish: one shot at its species, to be sent to the server. */
export interface Hit {
  fish: number;
  species: string;
  bet: number;
}

export interface Bubble extends Point {
  r: number;
  speed: number;
}

export const BULLET_SPEED = 700;
/** Bullets in the water at once: a burst of taps cannot fire more than this. */
export const MAX_BULLETS = 16;
export const EFFECT_SECONDS = { coins: 1.2, text: 1.6, net: 0.35 } as const;
/** A killed fish tumbles this long before it leaves the drawing. */
export const DYING_SECONDS = 0.6;
const BARREL = 44;

/**
 * The sea as a plain simulation, in world units and seconds: fish on their paths, bullets,
 * bubbles and the effects of answers. No canvas and no clock of its own (use-sea-loop.ts
 * steps it, draw-sea.ts draws it), so what a bullet hits can be tested.
 */
export class Sea {
  time = 0;
  world: World = { width: 640, height: 400 };
  fishes: SeaFish[] = [];
  bullets: Bullet[] = [];
  effects: Effect[] = [];
  bubbles: Bubble[] = [];
  /** The cannon's angle (radians; −π/2 points straight up). */
  angle = -Math.PI / 2;
  private nextId = 1;
  private nextSpawn = 0;

  constructor(
    private readonly species: readonly Species[],
    private readonly random: () => number = Math.random,
  ) {}

  get cannon(): Point {
    return { x: this.world.width / 2, y: this.world.height - 8 };
  }

  /** How many fish the sea holds: more on a tall phone sea than on a flat desktop one. */
  get population() {
    const { width, height } = this.world;
    return Math.min(15, Math.max(7, Math.round((width * height) / 28_000)));
  }

  resize(world: World) {
    this.world = world;
    const wanted = Math.round(world.height / 16);
    while (this.bubbles.length < wanted) this.bubbles.push(this.bubble(true));
    this.bubbles.length = wanted;
  }

  /** Fills the sea at once, fish already part-way along their paths (no empty first seconds). */
  populate() {
    while (this.alive().length < this.population && this.spawn(0.05 + this.random() * 0.6));
  }

  private bubble(anywhere: boolean): Bubble {
    const { width, height } = this.world;
    return {
      x: this.random() * width,
      y: anywhere ? this.random() * height : height + 4,
      r: 1.5 + this.random() * 3.5,
      speed: 14 + this.random() * 26,
    };
  }

  alive() {
    return this.fishes.filter((f) => f.diedAt === null);
  }

  /** Adds one fish (or a school), already `progress` along its path. False when all capped. */
  private spawn(progress = 0): boolean {
    const counts = new Map<string, number>();
    for (const f of this.alive()) counts.set(f.species, (counts.get(f.species) ?? 0) + 1);
    const kind = pickSpecies(this.species, this.random(), (id) => counts.get(id) ?? 0);
    if (!kind) return false;
    const length = fishLength(kind.multiplier);
    const height = length * bodyRatio(kind.id);
    const path = swimPath(this.world, length, height, this.random);
    const size = Math.min(
      schoolSize(kind.multiplier, this.random()),
      maxOnScreen(kind.multiplier) - (counts.get(kind.id) ?? 0),
    );
    const back = path.p3.x > path.p0.x ? -1 : 1;
    for (let i = 0; i < size; i++) {
      const own =
        i === 0
          ? path
          : offsetPath(path, back * i * length * 1.3, (this.random() - 0.5) * height * 3);
      const born = this.time - progress * path.duration;
      const fish: SeaFish = {
        id: this.nextId++,
        species: kind.id,
        multiplier: kind.multiplier,
        length,
        height,
        path: own,
        born,
        pending: 0,
        diedAt: null,
        pose: poseAt(own, progress),
        hittable: true,
      };
      this.fishes.push(fish);
    }
    // Big fish first: small ones are drawn over them and are hit first where they overlap.
    this.fishes.sort((a, b) => b.length - a.length);
    return true;
  }

  /** Where a fish will be in `dt` seconds (it keeps to its path). */
  poseIn(fish: SeaFish, dt: number): Pose {
    const t = (this.time + dt - fish.born) / fish.path.duration;
    return poseAt(fish.path, Math.min(1, Math.max(0, t)));
  }

  /** The point to fire at to meet this fish, the bullet's flight time allowed for. */
  aimAt(fish: SeaFish): Point {
    return leadAim(this.cannon, BULLET_SPEED, (dt) => this.poseIn(fish, dt));
  }

  nearest() {
    return nearestFish(this.fishes, this.cannon, this.world);
  }

  find(id: number) {
    return this.fishes.find((f) => f.id === id);
  }

  /** Turns the cannon toward a point (the pointer) without firing. */
  aim(to: Point) {
    this.angle = aimAngle(this.cannon, to);
  }

  /** Fires toward a point; false when too many bullets are already in the water. */
  fire(to: Point, bet: number): boolean {
    if (this.bullets.length >= MAX_BULLETS) return false;
    this.aim(to);
    const dx = Math.cos(this.angle);
    const dy = Math.sin(this.angle);
    const { x, y } = this.cannon;
    this.bullets.push({
      x: x + dx * BARREL,
      y: y + dy * BARREL,
      vx: dx * BULLET_SPEED,
      vy: dy * BULLET_SPEED,
      bet,
    });
    return true;
  }

  /** Advances the sea by dt seconds; returns the bullets that reached a fish meanwhile. */
  step(dt: number): Hit[] {
    this.time += dt;
    const { width, height } = this.world;
    for (const fish of this.fishes) {
      const t = (this.time - fish.born) / fish.path.duration;
      fish.pose = poseAt(fish.path, Math.min(1, Math.max(0, t)));
      fish.hittable = fish.diedAt === null && t >= 0 && t <= 1;
    }
    this.fishes = this.fishes.filter((f) => f.pending > 0 || !this.gone(f));
    if (this.time >= this.nextSpawn && this.alive().length < this.population) {
      this.spawn();
      this.nextSpawn = this.time + 0.4 + this.random() * 1.1;
    }
    const hits: Hit[] = [];
    this.bullets = this.bullets.filter((b) => {
      const from = { x: b.x, y: b.y };
      b.x += b.vx * dt;
      b.y += b.vy * dt;
      const met = fishOnSegment(this.fishes, from, b);
      if (met) {
        met.fish.pending += 1;
        hits.push({ fish: met.fish.id, species: met.fish.species, bet: b.bet });
        this.effects.push({ kind: 'net', ...met.at, born: this.time });
        return false;
      }
      return b.x > -10 && b.x < width + 10 && b.y > -10 && b.y < height + 10;
    });
    for (const bubble of this.bubbles) {
      bubble.y -= bubble.speed * dt;
      if (bubble.y < -bubble.r) Object.assign(bubble, this.bubble(false));
    }
    this.effects = this.effects.filter((e) => this.time - e.born < EFFECT_SECONDS[e.kind]);
    return hits;
  }

  private gone(fish: SeaFish) {
    if (fish.diedAt !== null) return this.time - fish.diedAt > DYING_SECONDS;
    return this.time - fish.born > fish.path.duration;
  }

  /** Where an answer's effects show: at the fish, kept inside the sea (it may have left). */
  private spot(fishId: number): Point {
    const { width, height } = this.world;
    const pose = this.find(fishId)?.pose ?? { x: width / 2, y: height / 3 };
    return {
      x: Math.min(width - 40, Math.max(40, pose.x)),
      y: Math.min(height * 0.8, Math.max(30, pose.y)),
    };
  }

  /** The server answered a shot at this fish: a kill bursts into coins with its win. */
  resolve(fishId: number, killed: boolean, winText: string) {
    const fish = this.find(fishId);
    if (fish) fish.pending = Math.max(0, fish.pending - 1);
    if (!killed) return;
    const at = this.spot(fishId);
    if (fish && fish.diedAt === null) {
      fish.diedAt = this.time;
      fish.hittable = false;
    }
    const count = 6 + Math.round(Math.log2(fish?.multiplier ?? 2) * 2);
    this.effects.push({ kind: 'coins', ...at, born: this.time, count });
    this.effects.push({ kind: 'text', ...at, born: this.time, text: winText });
  }

  /** A shot dropped unsent (the server refused): the fish stops flashing for it. */
  release(fishId: number) {
    const fish = this.find(fishId);
    if (fish) fish.pending = Math.max(0, fish.pending - 1);
  }

  /** After a refusal: bullets still in the water become nothing, never a shot. */
  dropBullets() {
    this.bullets = [];
  }
}
