import { MIN_ODDS, type Odds } from '../types.ts';

/** Above 100.00 a price is not offered: the selection is as good as lost. */
export const MAX_ODDS: Odds = 10_000;
/** A probability this close to 1 is a decided market. */
const CERTAIN = 1 - 1e-9;

function roundedDown(probs: readonly number[], loadBp: number): (Odds | null)[] {
  const load = 1 + loadBp / 10_000;
  return probs.map((p) => {
    const raw = 100 / (p * load);
    if (!(p > 0) || raw > MAX_ODDS) return null;
    return Math.max(MIN_ODDS, Math.floor(raw + 1e-9));
  });
}

const overround = (odds: readonly (Odds | null)[]): number =>
  odds.reduce<number>((s, o) => (o === null ? s : s + 100 / o), 0) - 1;

/**
 * Prices with a proportional margin: odds = 1 / (p × (1 + margin)), each rounded down to
 * hundredths (never in the player's favour), at least MIN_ODDS. Rounding down a short price
 * adds up to 0.7 pp of overround, so the load is eased by 5 bp at a time (at most 1 pp)
 * until the rounded book is within margin + 0.5 pp. A selection priced above MAX_ODDS (or
 * impossible) gets null; a decided market, all null.
 */
export function priceEach(probs: readonly number[], marginBp: number): (Odds | null)[] | null {
  if (!Number.isInteger(marginBp) || marginBp < 0 || marginBp >= 10_000) {
    throw new RangeError(`margin must be whole basis points in [0, 10000), got ${marginBp}`);
  }
  if (probs.some((p) => p >= CERTAIN)) return null;
  let odds = roundedDown(probs, marginBp);
  for (let load = marginBp - 5; load >= Math.max(0, marginBp - 100); load -= 5) {
    if (overround(odds) <= (marginBp + 50) / 10_000) break;
    odds = roundedDown(probs, load);
  }
  return odds;
}

/** Every selection priced, or null: the market is decided or one side is near certain. */
export function price(probs: readonly number[], marginBp: number): Odds[] | null {
  const each = priceEach(probs, marginBp);
  if (!each || each.some((o) => o === null)) return null;
  return each as Odds[];
}
