import { type FairInput, floats } from '../fair/outcomes.ts';
import { FISH_CANNON_BETS, FISH_RTP_BP, MAX_SHOTS_PER_BATCH, speciesById } from './species.ts';

/** A shot as fired: at a species, with a cannon bet in minor units. */
export interface Shot {
  species: string;
  bet: number;
}

export interface ShotResult extends Shot {
  killed: boolean;
  /** Minor units paid: multiplier × bet on a kill, else 0. */
  win: number;
}

export interface FishBatch {
  shots: ShotResult[];
  /** Minor units fired. */
  bet: number;
  /** Minor units won. */
  totalWin: number;
}

export class FishShotError extends Error {
  constructor(
    message: string,
    readonly shotIndex: number | null,
  ) {
    super(message);
    this.name = 'FishShotError';
  }
}

/**
 * How many of the 2³² draws kill a fish of this multiplier: floor(2³² × RTP / multiplier),
 * so a kill comes with probability RTP / multiplier and every species returns RTP of what
 * is fired at it (a hair less: the floor; fish.test.ts gives each one's exact figure).
 */
export const killThreshold = (multiplier: number) =>
  Math.floor((2 ** 32 * FISH_RTP_BP) / (10_000 * multiplier));

/** Checks a batch before anything is drawn: species known, bets among the cannon's. */
export function checkShots(shots: readonly Shot[]): void {
  if (shots.length === 0 || shots.length > MAX_SHOTS_PER_BATCH) {
    throw new FishShotError(`a batch carries 1 to ${MAX_SHOTS_PER_BATCH} shots`, null);
  }
  shots.forEach((s, i) => {
    if (!speciesById.has(s?.species)) throw new FishShotError(`shot #${i}: no such fish`, i);
    if (!FISH_CANNON_BETS.includes(s.bet)) {
      throw new FishShotError(`shot #${i}: not a cannon bet`, i);
    }
  });
}

/**
 * A batch of shots, each decided by the server from the fair stream: shot i reads the
 * i-th uniform of HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:k`) (one nonce per
 * batch) and kills when u32_i < killThreshold(multiplier). Where the fish swim is the
 * page's drawing; what a shot hits is decided here, whatever the page shows.
 */
export function shootFish(fair: FairInput, shots: readonly Shot[]): FishBatch {
  checkShots(shots);
  const u = floats(fair, shots.length);
  let bet = 0;
  let totalWin = 0;
  const results = shots.map((s, i) => {
    const { multiplier } = speciesById.get(s.species) as { multiplier: number };
    const killed = Math.floor((u[i] as number) * 2 ** 32) < killThreshold(multiplier);
    const win = killed ? s.bet * multiplier : 0;
    bet += s.bet;
    totalWin += win;
    return { ...s, killed, win };
  });
  return { shots: results, bet, totalWin };
}
