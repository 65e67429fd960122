/** A species as the model sends it (getFishModel): its id and what a kill pays. */
export interface Species {
  id: string;
  multiplier: number;
}

/**
 * Body length in world units (the sea is 400 to 640 wide): grows with the multiplier, so a
 * fish that pays more is visibly bigger and the drawing never contradicts the paytable.
 * The root keeps a ×100 dragon on screen (≈ 237) while a ×2 clownfish stays tappable (≈ 41).
 */
export const fishLength = (multiplier: number) => 30 * Math.max(1, multiplier) ** 0.45;

/**
 * Height over length of each drawn shape, for its hit box: a round pufferfish is as tall
 * as it is long, an eel-like dragon is thin. Unknown ids swim as a plain fish.
 */
const BODY_RATIO: Record<string, number> = {
  clownfish: 0.55,
  pufferfish: 0.85,
  turtle: 0.75,
  lionfish: 0.7,
  octopus: 0.8,
  manta: 0.95,
  shark: 0.4,
  whale: 0.45,
  dragon: 0.35,
};
export const bodyRatio = (id: string) => BODY_RATIO[id] ?? 0.55;

/**
 * How often a species is spawned relative to the others: 1 / multiplier^0.8, so clownfish
 * crowd the sea and a dragon shows up now and then. Spawning is only the drawing: the
 * server alone decides what a shot kills, whatever swims where.
 */
export const spawnWeight = (multiplier: number) => 1 / Math.max(1, multiplier) ** 0.8;

/** At most this many of a big species on screen at once, so the sea stays readable. */
export const maxOnScreen = (multiplier: number) =>
  multiplier >= 50 ? 1 : multiplier >= 20 ? 2 : 6;

/**
 * A species drawn by weight, `r` a uniform in [0, 1); species whose cap is reached
 * (`count`) are skipped. Null when every species is capped.
 */
export function pickSpecies(
  species: readonly Species[],
  r: number,
  count: (id: string) => number = () => 0,
): Species | null {
  const open = species.filter((s) => count(s.id) < maxOnScreen(s.multiplier));
  const total = open.reduce((sum, s) => sum + spawnWeight(s.multiplier), 0);
  let left = r * total;
  for (const s of open) {
    left -= spawnWeight(s.multiplier);
    if (left < 0) return s;
  }
  return open.at(-1) ?? null;
}

/** The smallest fish come in schools of 2 to 4, the next ones now and then in pairs. */
export const schoolSize = (multiplier: number, r: number) =>
  multiplier <= 2 ? 2 + Math.floor(r * 3) : multiplier <= 5 ? 1 + Math.floor(r * 2) : 1;

/** A seeded uniform generator (mulberry32): tests replay a sea exactly. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
