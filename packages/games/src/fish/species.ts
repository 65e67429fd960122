/** A kind of fish: what a kill pays, as a multiple of the shot's cannon bet. */
export interface FishSpecies {
  id: string;
  multiplier: number;
}

/**
 * The sea of the in-house fish game, smallest to biggest. A kill pays the multiplier
 * times the cannon bet; bigger fish pay more and die less often (shots.ts), so every
 * species returns the same share of what is fired at it.
 */
export const FISH_SPECIES: readonly FishSpecies[] = [
  { id: 'clownfish', multiplier: 2 },
  { id: 'pufferfish', multiplier: 3 },
  { id: 'turtle', multiplier: 5 },
  { id: 'lionfish', multiplier: 8 },
  { id: 'octopus', multiplier: 10 },
  { id: 'manta', multiplier: 15 },
  { id: 'shark', multiplier: 25 },
  { id: 'whale', multiplier: 50 },
  { id: 'dragon', multiplier: 100 },
];

/** Cannon bets a shot may cost, in minor units (0.10 to 5.00). */
export const FISH_CANNON_BETS: readonly number[] = [10, 20, 50, 100, 200, 500];

/** The share of every bet fired that kills pay back on average, in basis points. */
export const FISH_RTP_BP = 9_600;

/** Shots one batch may carry: the page sends what was fired every half second or so. */
export const MAX_SHOTS_PER_BATCH = 40;

export const speciesById: ReadonlyMap<string, FishSpecies> = new Map(
  FISH_SPECIES.map((s) => [s.id, s]),
);
