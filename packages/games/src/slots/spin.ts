import type { CompiledModel } from './compiled-model.ts';
import type { StopSource } from './stop-sources.ts';

export interface LineWin {
  /** Index into the model's paylines. */
  line: number;
  symbol: string;
  /** Run length from the leftmost reel. */
  count: number;
  /** Minor units, the spin's multiplier included. */
  amount: number;
}

export interface ScatterWin {
  symbol: string;
  /** Scatters anywhere on the visible grid. */
  count: number;
  /** Minor units, the spin's multiplier included. */
  amount: number;
}

/** One spin of a round, everything a player or a verifier needs to check it by hand. */
export interface SlotSpin {
  free: boolean;
  /** One stop per reel: the strip index shown on the top row. */
  stops: number[];
  /** grid[reel][row], row 0 on top. */
  grid: string[][];
  multiplier: number;
  lineWins: LineWin[];
  scatterWin: ScatterWin | null;
  freeSpinsAwarded: number;
  /** Sum of this spin's wins in minor units (before the round's cap). */
  win: number;
}

/**
 * Draws one stop per reel, left to right, and settles the spin. Each payline pays once, its
 * best combination: the run of the first non-wild symbol (wilds standing in for it), or the
 * run of leading wilds paid as wilds, whichever pays more (the wilds on a tie). A scatter
 * ends a run and is never substituted. `bet` is the total bet, a multiple of the line count
 * (checked by the model checker), so every amount is an exact integer product.
 */
export function playSpin(
  c: CompiledModel,
  source: StopSource,
  bet: number,
  free: boolean,
): SlotSpin {
  const { reelCount: reels, rows, wild, scatter, linePays, lines, symbolIds } = c;
  const multiplier = free ? c.freeMultiplier : 1;
  const cells = new Int32Array(reels * rows);
  const stops: number[] = [];
  const grid: string[][] = [];
  let scatters = 0;
  for (let r = 0; r < reels; r++) {
    const strip = c.reels[r] as Int32Array;
    const stop = source.draw(strip.length);
    if (!(Number.isInteger(stop) && stop >= 0 && stop < strip.length)) {
      throw new RangeError(`stop source gave ${stop} for a reel of ${strip.length}`);
    }
    stops.push(stop);
    const column: string[] = [];
    for (let row = 0; row < rows; row++) {
      const s = strip[(stop + row) % strip.length] as number;
      cells[r * rows + row] = s;
      column.push(symbolIds[s] as string);
      if (s === scatter) scatters++;
    }
    grid.push(column);
  }

  const stride = reels + 1;
  const lineBet = bet / c.lineCount;
  const lineWins: LineWin[] = [];
  let win = 0;
  for (let l = 0; l < c.lineCount; l++) {
    const at = l * reels;
    let n = 0;
    while (n < reels && cells[n * rows + (lines[at + n] as number)] === wild) n++;
    let symbol = wild;
    let count = n;
    let pay = wild >= 0 ? (linePays[wild * stride + n] as number) : 0;
    if (n < reels) {
      const s = cells[n * rows + (lines[at + n] as number)] as number;
      if (s !== scatter) {
        let m = n + 1;
        for (; m < reels; m++) {
          const t = cells[m * rows + (lines[at + m] as number)];
          if (t !== s && t !== wild) break;
        }
        const p = linePays[s * stride + m] as number;
        if (p > pay) {
          symbol = s;
          count = m;
          pay = p;
        }
      }
    }
    if (pay > 0) {
      const amount = pay * lineBet * multiplier;
      lineWins.push({ line: l, symbol: symbolIds[symbol] as string, count, amount });
      win += amount;
    }
  }

  let scatterWin: ScatterWin | null = null;
  const scatterPay = c.scatterPays[scatters] as number;
  if (scatter >= 0 && scatterPay > 0) {
    const amount = scatterPay * bet * multiplier;
    scatterWin = { symbol: symbolIds[scatter] as string, count: scatters, amount };
    win += amount;
  }
  const freeSpinsAwarded = !free || c.retrigger ? (c.scatterSpins[scatters] as number) : 0;
  return { free, stops, grid, multiplier, lineWins, scatterWin, freeSpinsAwarded, win };
}
