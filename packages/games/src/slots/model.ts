/**
 * A slot title's math model, as written in `models/<id>.json` and checked by
 * `checkSlotModel`. Everything that decides what a spin pays lives here, so the RTP can be
 * computed from the file alone (see `slot-math.ts`) and the engine holds no title's rules.
 *
 * Counts are keys written as decimal strings ("3", "4", "5"). A count pays the entry of
 * the largest listed count not above it, so a scatter table of 3/4/5 also pays 6 scatters
 * as 5, and a line table that lists only "3" pays a 4-run as 3.
 */
export interface SlotSymbol {
  /** Line pays by run length, as whole multiples of the line bet; {} for blanks and the scatter. */
  pays: Record<string, number>;
  /** Substitutes for every symbol but the scatter; at most one wild per model. */
  wild?: true;
  /** Pays anywhere on the visible grid; never on a line. At most one per model. */
  scatter?: true;
  /** Scatter pays by count on the grid, as whole multiples of the TOTAL bet. */
  scatterPays?: Record<string, number>;
  /** Free spins awarded by scatter count. */
  freeSpins?: Record<string, number>;
}

export interface FreeSpinRules {
  /** Every win of a free spin (lines and scatter) is multiplied by this whole number. */
  multiplier: number;
  /** Whether scatters landing during free spins award more free spins. */
  retrigger: boolean;
}

export interface SlotModel {
  id: string;
  name: string;
  /** Reel strips, loops of symbol ids; a stop shows strip[stop], strip[stop + 1]… (wrapping). */
  reels: string[][];
  /** Visible rows; row 0 is the top. */
  rows: number;
  /** Each payline names the row it crosses on each reel, left to right. */
  paylines: number[][];
  symbols: Record<string, SlotSymbol>;
  /** Present exactly when the scatter awards free spins. */
  freeSpins?: FreeSpinRules;
  /** The return to player, computed exactly from this file by `slotMath` (0.9612 = 96.12%). */
  declaredRtp: number;
  /**
   * Allowed total bets in minor units, each a multiple of the payline count so the line
   * bet is a whole number of minor units and every win is exact integer arithmetic.
   */
  betLevels: number[];
  /** A round's total win never exceeds this many times the bet. */
  maxWinMultiple: number;
}
