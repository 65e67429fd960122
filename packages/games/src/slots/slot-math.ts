import type { SlotModel } from './model.ts';

/** A model's return, computed exactly from its file (no sampling), per unit of total bet. */
export interface SlotMath {
  /** Base spin line wins. */
  lineRtp: number;
  /** Base spin scatter wins. */
  scatterRtp: number;
  /** One spin at multiplier 1: lines plus scatter. */
  spinRtp: number;
  /** Chance a base spin awards free spins. */
  triggerChance: number;
  /** Free spins a feature plays on average, retriggers included. */
  spinsPerFeature: number;
  /** Free spins a round plays on average (most rounds play none). */
  freeSpinsPerRound: number;
  freeGameRtp: number;
  rtp: number;
}

/**
 * Written apart from the engine (from symbol counts, not by playing spins) so each checks
 * the other. It rests on three facts:
 * - the reels stop independently and uniformly, so the symbol a payline crosses on a reel
 *   is distributed as that strip's symbol counts, whichever row it crosses: every payline
 *   has the same expected pay, E[line], and line wins return lines × E[line] × line bet,
 *   i.e. E[line] (in line bets) per unit of total bet;
 * - the scatter count is the sum over reels of the scatters each reel's window shows;
 * - free spins repeat the base spin at a multiplier, each independent of the spins before
 *   it, so by Wald's identity the feature returns E[free spins] × multiplier × spinRtp,
 *   and with retriggers the free spins form a branching process: a spin awards a more on
 *   average, so a feature started with N spins plays N / (1 − a) on average.
 * It ignores the max-win cap and the free-spin ceiling (`MAX_FREE_SPINS`): both lower the
 * return only in rounds too rare to move the fourth decimal (see the simulation tests).
 */
export function slotMath(model: SlotModel): SlotMath {
  const lineRtp = expectedLinePay(model);
  const counts = scatterCounts(model);
  const total = counts.reduce((s, w) => s + w, 0);
  const scatter = Object.values(model.symbols).find((s) => s.scatter);
  let scatterRtp = 0;
  let triggerChance = 0;
  let awarded = 0;
  counts.forEach((weight, n) => {
    const p = weight / total;
    scatterRtp += p * payFor(scatter?.scatterPays, n);
    awarded += p * payFor(scatter?.freeSpins, n);
    if (payFor(scatter?.freeSpins, n) > 0) triggerChance += p;
  });
  const spinRtp = lineRtp + scatterRtp;
  const retrigger = model.freeSpins?.retrigger ? awarded : 0;
  if (retrigger >= 1) throw new Error(`${model.id}: free spins retrigger without end`);
  const freeSpinsPerRound = awarded / (1 - retrigger);
  const freeGameRtp = freeSpinsPerRound * (model.freeSpins?.multiplier ?? 1) * spinRtp;
  return {
    lineRtp,
    scatterRtp,
    spinRtp,
    triggerChance,
    spinsPerFeature: triggerChance ? freeSpinsPerRound / triggerChance : 0,
    freeSpinsPerRound,
    freeGameRtp,
    rtp: spinRtp + freeGameRtp,
  };
}

/** The table's entry for the largest listed count not above n (the model file's rule). */
function payFor(table: Record<string, number> | undefined, n: number): number {
  let best = 0;
  for (const [count, value] of Object.entries(table ?? {}))
    if (Number(count) <= n) best = Math.max(best, value);
  return best;
}

/**
 * E[pay of one payline] in line bets. Walks the reels left to right keeping only what the
 * pay depends on: the leading wilds, then the first other symbol and how far its run goes.
 * Once the run breaks, later reels cannot change the pay, so they count by strip length.
 * Sums are whole numbers (symbol counts × pays), exact in doubles, divided once at the end.
 */
function expectedLinePay(model: SlotModel): number {
  const { reels, symbols } = model;
  const wild = Object.keys(symbols).find((id) => symbols[id]?.wild);
  const wildPay = (n: number) => (wild ? payFor(symbols[wild]?.pays, n) : 0);
  const tally = reels.map((strip) => {
    const t = new Map<string, number>();
    for (const s of strip) t.set(s, (t.get(s) ?? 0) + 1);
    return t;
  });
  // rest[r]: the number of ways reels r… can stop.
  const rest = reels.map((_, r) => reels.slice(r).reduce((p, strip) => p * strip.length, 1));
  const after = (r: number) => rest[r + 1] ?? 1;

  /** Reels 0…r-1 showed `first` (not wild, not scatter) after `lead` wilds, unbroken. */
  const run = (r: number, lead: number, first: string, weight: number): number => {
    const best = (m: number) => Math.max(wildPay(lead), payFor(symbols[first]?.pays, m));
    if (r === reels.length) return weight * best(r);
    const t = tally[r] as Map<string, number>;
    const goesOn = (t.get(first) ?? 0) + (wild ? (t.get(wild) ?? 0) : 0);
    const breaks = (reels[r]?.length ?? 0) - goesOn;
    return weight * breaks * after(r) * best(r) + run(r + 1, lead, first, weight * goesOn);
  };

  /** Reels 0…r-1 all showed the wild. */
  const wilds = (r: number, weight: number): number => {
    if (r === reels.length) return weight * wildPay(r);
    let sum = 0;
    for (const [s, k] of tally[r] as Map<string, number>) {
      if (s === wild) sum += wilds(r + 1, weight * k);
      else if (symbols[s]?.scatter) sum += weight * k * after(r) * wildPay(r);
      else sum += run(r + 1, r, s, weight * k);
    }
    return sum;
  };
  return wilds(0, 1) / (rest[0] ?? 1);
}

/** counts[n]: how many of the stop combinations show n scatters on the grid. */
function scatterCounts(model: SlotModel): number[] {
  const isScatter = (s: string | undefined) => s !== undefined && !!model.symbols[s]?.scatter;
  let counts = [1];
  for (const strip of model.reels) {
    const window = new Array<number>(model.rows + 1).fill(0);
    strip.forEach((_, stop) => {
      let n = 0;
      for (let row = 0; row < model.rows; row++)
        if (isScatter(strip[(stop + row) % strip.length])) n++;
      window[n] = (window[n] ?? 0) + 1;
    });
    const next = new Array<number>(counts.length + model.rows).fill(0);
    counts.forEach((a, i) => {
      window.forEach((b, j) => {
        next[i + j] = (next[i + j] ?? 0) + a * b;
      });
    });
    counts = next;
  }
  return counts;
}
