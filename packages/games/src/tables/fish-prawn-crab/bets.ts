import type { SpotRule } from '../dice/spot-board.ts';
import { countOf, singleReturn } from '../dice/three-dice.ts';

/** The six faces, in face order: face k = floor(u × 6) shows FISH_PRAWN_CRAB_SYMBOLS[k]. */
export const FISH_PRAWN_CRAB_SYMBOLS = [
  'fish',
  'prawn',
  'crab',
  'rooster',
  'gourd',
  'deer',
] as const;

export type FishPrawnCrabSymbol = (typeof FISH_PRAWN_CRAB_SYMBOLS)[number];

/** The three dice in dealt order. */
export interface FishPrawnCrabOutcome {
  dice: [FishPrawnCrabSymbol, FishPrawnCrabSymbol, FishPrawnCrabSymbol];
}

/** Limit keys, in the order a rules page lists them. */
export const FISH_PRAWN_CRAB_BET_TYPES = ['single', 'pair', 'triple', 'anyTriple'] as const;

export type FishPrawnCrabBetType = (typeof FISH_PRAWN_CRAB_BET_TYPES)[number];

type Rule = SpotRule<FishPrawnCrabOutcome, FishPrawnCrabBetType>;

/** x:1 paid when `wins`, as a return per unit staked. */
const pays = (x: bigint, wins: boolean) => (wins ? x + 1n : 0n);

/** Every spot in board order: the six symbols, the pairs, the triples, any triple. */
function fishPrawnCrabRules(): Rule[] {
  const symbols = FISH_PRAWN_CRAB_SYMBOLS;
  const rules: Rule[] = symbols.map((s) => ({
    spot: `single:${s}`,
    type: 'single',
    returns: (o) => singleReturn(countOf(o.dice, s)),
  }));
  symbols.forEach((a, i) => {
    for (const b of symbols.slice(i + 1)) {
      rules.push({
        spot: `pair:${a}-${b}`,
        type: 'pair',
        aliases: [`pair:${b}-${a}`],
        returns: (o) => pays(5n, o.dice.includes(a) && o.dice.includes(b)),
      });
    }
  });
  for (const s of symbols) {
    rules.push({
      spot: `triple:${s}`,
      type: 'triple',
      returns: (o) => pays(180n, countOf(o.dice, s) === 3),
    });
  }
  rules.push({
    spot: 'anyTriple',
    type: 'anyTriple',
    returns: ({ dice: [a, b, c] }) => pays(30n, a === b && b === c),
  });
  return rules;
}

export const FISH_PRAWN_CRAB_RULES: readonly Rule[] = fishPrawnCrabRules();

/**
 * Payouts and exact house edges (lost / 216, see odds.test.ts): single 17, pair 36,
 * triple 65, any triple 66 — the same bets as sic bo's single, combo and triples.
 */
export const FISH_PRAWN_CRAB_PAYTABLE: Readonly<
  Record<FishPrawnCrabBetType, { pays: string; houseEdge: number }>
> = {
  single: { pays: '1:1 / 2:1 / 3:1', houseEdge: 7.87 },
  pair: { pays: '5:1', houseEdge: 16.67 },
  triple: { pays: '180:1', houseEdge: 16.2 },
  anyTriple: { pays: '30:1', houseEdge: 13.89 },
};
