import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

/** One side of a fight: its bird and weight. */
export interface Fighter {
  name: string;
  weightGrams: number;
}

/**
 * A fight as everyone sees it before any bet: the two birds, meron's chance of winning a
 * fight that is not a draw (basis points, 3,500–6,500) and the odds each side pays, in
 * hundredths of the stake (90 = 0.90:1).
 */
export interface FightCard {
  fight: number;
  meron: Fighter;
  wala: Fighter;
  meronBp: number;
  odds: { meron: number; wala: number; draw: number };
}

/** Bloodlines as sabong announcers call them. */
const BIRDS = [
  'Kelso',
  'Sweater',
  'Roundhead',
  'Hatch',
  'Albany',
  'Claret',
  'Grey',
  'Lemon',
  'Radio',
  'Brown Red',
  'Whitehackle',
  'Butcher',
  'Asil',
  'Bolinao',
  'Lemon 84',
  'Blueface',
] as const;

/** The house keeps 5 % of what a side's bets are worth, rounded down to a hundredth. */
const RETURN_BP = 9_500;
/** A draw pays 8:1, as at the pit. */
export const DRAW_ODDS = 800;

/** Odds in hundredths that return RETURN_BP of a fair bet on a side winning `bp` of fights. */
export const sideOdds = (bp: number) => Math.floor((RETURN_BP * 100) / bp) - 100;

/**
 * The card of fight `fight` at `table`: read from sha256(`${table}:${fight}:card`) —
 * public and fixed by the table and the fight's number alone, so anyone can list the next
 * fights and the house cannot pick one after seeing bets. Bytes 0–3 (big-endian) give
 * meronBp = 3500 + floor(u32 × 3001 / 2³²); byte 4 and 5 pick the birds (wala's moves on
 * past meron's when they match), bytes 6–7 and 8–9 the weights (2,000–2,400 g).
 */
export function fightCard(table: string, fight: number): FightCard {
  const h = sha256(utf8ToBytes(`${table}:${fight}:card`));
  const byte = (i: number) => h[i] as number;
  const u32 = ((byte(0) << 24) | (byte(1) << 16) | (byte(2) << 8) | byte(3)) >>> 0;
  const meronBp = 3_500 + Math.floor((u32 * 3_001) / 2 ** 32);
  const m = byte(4) % BIRDS.length;
  let w = byte(5) % BIRDS.length;
  if (w === m) w = (w + 1) % BIRDS.length;
  const weight = (i: number) => 2_000 + (((byte(i) << 8) | byte(i + 1)) % 401);
  return {
    fight,
    meron: { name: BIRDS[m] as string, weightGrams: weight(6) },
    wala: { name: BIRDS[w] as string, weightGrams: weight(8) },
    meronBp,
    odds: { meron: sideOdds(meronBp), wala: sideOdds(10_000 - meronBp), draw: DRAW_ODDS },
  };
}
