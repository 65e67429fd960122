import type { SlotModel } from './model.ts';

/**
 * A model turned into flat integer tables once, so a spin is array lookups only: the
 * engine and the benchmarks run millions of spins, and string keys and count lookups per
 * line would dominate. Symbols become indices in the order of `model.symbols`.
 */
export interface CompiledModel {
  model: SlotModel;
  symbolIds: string[];
  reels: Int32Array[];
  reelCount: number;
  rows: number;
  lineCount: number;
  /** lines[line * reelCount + reel] is the row the payline crosses on that reel. */
  lines: Int32Array;
  /** linePays[symbol * (reelCount + 1) + run] in line bets; 0 where nothing pays. */
  linePays: Int32Array;
  wild: number;
  scatter: number;
  /** By scatter count on the grid, 0..reelCount * rows. */
  scatterPays: Int32Array;
  scatterSpins: Int32Array;
  freeMultiplier: number;
  retrigger: boolean;
}

const compiled = new WeakMap<SlotModel, CompiledModel>();

/** The compiled form of a checked model, built once per model object. */
export function compileModel(model: SlotModel): CompiledModel {
  const cached = compiled.get(model);
  if (cached) return cached;
  const symbolIds = Object.keys(model.symbols);
  const index = new Map(symbolIds.map((id, i) => [id, i]));
  const reelCount = model.reels.length;
  const cells = reelCount * model.rows;
  const linePays = new Int32Array(symbolIds.length * (reelCount + 1));
  let wild = -1;
  let scatter = -1;
  let scatterPays: Int32Array = new Int32Array(cells + 1);
  let scatterSpins: Int32Array = new Int32Array(cells + 1);
  symbolIds.forEach((id, s) => {
    const symbol = model.symbols[id];
    if (!symbol) return;
    if (symbol.wild) wild = s;
    if (symbol.scatter) {
      scatter = s;
      scatterPays = byCount(symbol.scatterPays, cells);
      scatterSpins = byCount(symbol.freeSpins, cells);
    } else {
      linePays.set(byCount(symbol.pays, reelCount), s * (reelCount + 1));
    }
  });
  const result: CompiledModel = {
    model,
    symbolIds,
    reels: model.reels.map((strip) => Int32Array.from(strip, (id) => index.get(id) ?? -1)),
    reelCount,
    rows: model.rows,
    lineCount: model.paylines.length,
    lines: Int32Array.from(model.paylines.flat()),
    linePays,
    wild,
    scatter,
    scatterPays,
    scatterSpins,
    freeMultiplier: model.freeSpins?.multiplier ?? 1,
    retrigger: model.freeSpins?.retrigger ?? false,
  };
  compiled.set(model, result);
  return result;
}

/** A count table spelled out for 0..max: each count takes the largest listed count ≤ it. */
export function byCount(table: Record<string, number> | undefined, max: number): Int32Array {
  const out = new Int32Array(max + 1);
  for (let n = 1; n <= max; n++) out[n] = table?.[String(n)] ?? out[n - 1] ?? 0;
  return out;
}
