import type { SlotModel } from './model.ts';

/** A malformed model file; the message lists every problem, each naming its field. */
export class SlotModelError extends Error {
  constructor(
    readonly modelId: string,
    readonly problems: string[],
  ) {
    super(`slot model "${modelId}" is malformed:\n  ${problems.join('\n  ')}`);
    this.name = 'SlotModelError';
  }
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isWhole = (v: unknown, min: number): v is number =>
  Number.isSafeInteger(v) && Number(v) >= min;

const MODEL_FIELDS = [
  'id',
  'name',
  'reels',
  'rows',
  'paylines',
  'symbols',
  'freeSpins',
  'declaredRtp',
  'betLevels',
  'maxWinMultiple',
];
const SYMBOL_FIELDS = ['pays', 'wild', 'scatter', 'scatterPays', 'freeSpins'];

/**
 * Checks a parsed model file and returns it typed, or throws a `SlotModelError`. Beyond
 * shapes it rejects what would make the engine's money wrong or a title's rules silently
 * different from the file: unknown fields (a typo'd field would be ignored), unknown or
 * unused symbols, rows off the grid, duplicate paylines, bets the line count does not
 * divide, and amounts that could leave exact integer range.
 */
export function checkSlotModel(raw: unknown): SlotModel {
  const id = isObject(raw) && typeof raw.id === 'string' ? raw.id : '(no id)';
  const problems: string[] = [];
  const fail = (field: string, problem: string) => problems.push(`${field}: ${problem}`);
  if (!isObject(raw)) throw new SlotModelError(id, ['(root): must be an object']);

  for (const key of Object.keys(raw)) if (!MODEL_FIELDS.includes(key)) fail(key, 'unknown field');
  if (typeof raw.id !== 'string' || !/^[a-z0-9-]+$/.test(raw.id)) {
    fail('id', 'must be lower-case letters, digits and dashes');
  }
  if (typeof raw.name !== 'string' || raw.name.trim() === '') fail('name', 'must be a name');
  const rows = isWhole(raw.rows, 1) ? raw.rows : 0;
  if (!rows) fail('rows', 'must be a whole number ≥ 1');

  const symbols = isObject(raw.symbols) ? raw.symbols : {};
  if (!isObject(raw.symbols) || Object.keys(symbols).length === 0) {
    fail('symbols', 'must map symbol ids to their pays');
  }

  const reels = Array.isArray(raw.reels) ? raw.reels : [];
  if (reels.length < 2) fail('reels', 'must list at least 2 reel strips');
  const used = new Set<unknown>();
  reels.forEach((strip: unknown, r) => {
    if (!Array.isArray(strip) || strip.length < Math.max(rows, 1)) {
      fail(`reels[${r}]`, `must be a strip of at least ${rows} symbols`);
      return;
    }
    strip.forEach((s: unknown, i) => {
      used.add(s);
      if (typeof s !== 'string' || !Object.hasOwn(symbols, s)) {
        fail(`reels[${r}][${i}]`, `unknown symbol ${JSON.stringify(s)}`);
      }
    });
  });

  const lines = Array.isArray(raw.paylines) ? raw.paylines : [];
  if (lines.length === 0) fail('paylines', 'must list at least one payline');
  const seen = new Set<string>();
  lines.forEach((line: unknown, l) => {
    const ok =
      Array.isArray(line) &&
      line.length === reels.length &&
      line.every((row) => isWhole(row, 0) && row < rows);
    if (!ok) fail(`paylines[${l}]`, `must give one row in 0..${rows - 1} per reel`);
    else if (seen.has(String(line))) fail(`paylines[${l}]`, 'repeats an earlier payline');
    seen.add(String(line));
  });

  const grid = reels.length * rows;
  let wilds = 0;
  let topPay = 0;
  let topScatterPay = 0;
  let scatter: Json | undefined;
  for (const [sid, sym] of Object.entries(symbols)) {
    const at = `symbols.${sid}`;
    if (!isObject(sym)) {
      fail(at, 'must be an object');
      continue;
    }
    for (const key of Object.keys(sym)) {
      if (!SYMBOL_FIELDS.includes(key)) fail(`${at}.${key}`, 'unknown field');
    }
    if (!used.has(sid)) fail(at, 'is on no reel');
    if (sym.wild !== undefined && sym.wild !== true) fail(`${at}.wild`, 'must be true or absent');
    if (sym.scatter !== undefined && sym.scatter !== true) {
      fail(`${at}.scatter`, 'must be true or absent');
    }
    if (sym.wild && sym.scatter) fail(at, 'cannot be both wild and scatter');
    if (sym.wild) wilds++;
    if (sym.scatter) {
      if (scatter) fail(at, 'a second scatter (one per model)');
      scatter = sym;
      if (!isObject(sym.pays) || Object.keys(sym.pays).length > 0) {
        fail(`${at}.pays`, 'must be {}: a scatter pays through scatterPays, not on lines');
      }
      topScatterPay = checkCountTable(sym.scatterPays, `${at}.scatterPays`, grid, fail, true);
      checkCountTable(sym.freeSpins, `${at}.freeSpins`, grid, fail, true);
    } else {
      topPay = Math.max(topPay, checkCountTable(sym.pays, `${at}.pays`, reels.length, fail, false));
      if (sym.scatterPays !== undefined) {
        fail(`${at}.scatterPays`, 'only a scatter has scatter pays');
      }
      if (sym.freeSpins !== undefined) fail(`${at}.freeSpins`, 'only a scatter awards free spins');
    }
  }
  if (wilds > 1) fail('symbols', 'at most one wild symbol');

  const awardsFreeSpins = scatter?.freeSpins !== undefined;
  const fs = raw.freeSpins;
  if (fs === undefined) {
    if (awardsFreeSpins) fail('freeSpins', 'the scatter awards free spins, so give their rules');
  } else if (!isObject(fs)) fail('freeSpins', 'must be { multiplier, retrigger }');
  else {
    if (!awardsFreeSpins) fail('freeSpins', 'no scatter awards free spins');
    for (const key of Object.keys(fs)) {
      if (key !== 'multiplier' && key !== 'retrigger') fail(`freeSpins.${key}`, 'unknown field');
    }
    if (!isWhole(fs.multiplier, 1)) fail('freeSpins.multiplier', 'must be a whole number ≥ 1');
    if (typeof fs.retrigger !== 'boolean') fail('freeSpins.retrigger', 'must be true or false');
  }

  const rtp = raw.declaredRtp;
  if (typeof rtp !== 'number' || !(rtp > 0 && rtp < 1)) fail('declaredRtp', 'must be in (0, 1)');
  if (!isWhole(raw.maxWinMultiple, 1)) fail('maxWinMultiple', 'must be a whole number ≥ 1');
  const bets = Array.isArray(raw.betLevels) ? raw.betLevels : [];
  if (bets.length === 0) fail('betLevels', 'must list the allowed bets');
  bets.forEach((bet: unknown, i) => {
    if (!isWhole(bet, 1)) fail(`betLevels[${i}]`, 'must be a whole number of minor units ≥ 1');
    else if (lines.length && bet % lines.length) {
      fail(`betLevels[${i}]`, `${bet} is not a multiple of the ${lines.length} paylines`);
    } else if (i > 0 && bet <= Number(bets[i - 1])) fail(`betLevels[${i}]`, 'must increase');
  });
  // A round stops at the cap, but its last spin may overshoot by up to one spin's top win.
  const topSpin = (topPay + topScatterPay) * (isObject(fs) ? Number(fs.multiplier) || 1 : 1);
  const topBet = Math.max(0, ...bets.map(Number).filter(Number.isFinite));
  if (topBet * ((Number(raw.maxWinMultiple) || 0) + topSpin) > Number.MAX_SAFE_INTEGER) {
    fail('betLevels', 'the top bet times the largest wins leaves exact integer range');
  }

  if (problems.length) throw new SlotModelError(id, problems);
  return raw as unknown as SlotModel;
}

/**
 * A count → whole-number table: counts in 1..maxCount, values ≥ 1, not falling as counts
 * rise. Returns its largest value.
 */
function checkCountTable(
  table: unknown,
  at: string,
  maxCount: number,
  fail: (field: string, problem: string) => void,
  optional: boolean,
): number {
  if (table === undefined && optional) return 0;
  if (!isObject(table)) {
    fail(at, 'must map counts ("3") to whole numbers');
    return 0;
  }
  let last = 0;
  const entries = Object.entries(table).sort(([a], [b]) => Number(a) - Number(b));
  for (const [count, value] of entries) {
    if (!/^[1-9]\d*$/.test(count) || Number(count) > maxCount) {
      fail(`${at}.${count}`, `count must be a whole number in 1..${maxCount}`);
    } else if (!isWhole(value, 1)) fail(`${at}.${count}`, 'must be a whole number ≥ 1');
    else if (value < last) fail(`${at}.${count}`, 'pays less than a smaller count');
    else last = value;
  }
  return last;
}
