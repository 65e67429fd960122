import type { SpotRule } from '../dice/spot-board.ts';
import { countOf, singleReturn } from '../dice/three-dice.ts';

/** What a page shows of a sic bo round: the dice in dealt order and what they make. */
export interface SicboOutcome {
  /** Each 1–6, in the order the three uniforms dealt them. */
  dice: [number, number, number];
  total: number;
  /** All three dice alike: small, big, odd and even lose. */
  triple: boolean;
}

/** Limit keys, in the order a rules page lists them. */
export const SICBO_BET_TYPES = [
  'small',
  'big',
  'odd',
  'even',
  'total',
  'double',
  'triple',
  'anyTriple',
  'combo',
  'single',
] as const;

export type SicboBetType = (typeof SICBO_BET_TYPES)[number];

/**
 * Winnings per unit on a total (the Macau table the Wizard of Odds lists, as Evolution pays). Totals 3 and
 * 18 are triples, covered by the triple bets, so the board has 4–17 only.
 */
export const SICBO_TOTAL_PAYS: ReadonlyMap<number, bigint> = new Map([
  [4, 60n],
  [5, 30n],
  [6, 17n],
  [7, 12n],
  [8, 8n],
  [9, 6n],
  [10, 6n],
  [11, 6n],
  [12, 6n],
  [13, 8n],
  [14, 12n],
  [15, 17n],
  [16, 30n],
  [17, 60n],
]);

type Rule = SpotRule<SicboOutcome, SicboBetType>;

/** x:1 paid when `wins`, as a return per unit staked. */
const pays = (x: bigint, wins: boolean) => (wins ? x + 1n : 0n);
const DIE = [1, 2, 3, 4, 5, 6];

/** Every spot in board order: the even-money bets, totals, doubles, triples, combos, singles. */
function sicboRules(): Rule[] {
  const evenMoney = (type: 'small' | 'big' | 'odd' | 'even', wins: (total: number) => boolean) => ({
    spot: type,
    type,
    returns: (o: SicboOutcome) => pays(1n, !o.triple && wins(o.total)),
  });
  const rules: Rule[] = [
    evenMoney('small', (t) => t <= 10),
    evenMoney('big', (t) => t >= 11),
    evenMoney('odd', (t) => t % 2 === 1),
    evenMoney('even', (t) => t % 2 === 0),
  ];
  for (const [n, x] of SICBO_TOTAL_PAYS) {
    rules.push({ spot: `total:${n}`, type: 'total', returns: (o) => pays(x, o.total === n) });
  }
  for (const n of DIE) {
    rules.push({
      spot: `double:${n}`,
      type: 'double',
      returns: (o) => pays(10n, countOf(o.dice, n) >= 2),
    });
  }
  for (const n of DIE) {
    rules.push({
      spot: `triple:${n}`,
      type: 'triple',
      returns: (o) => pays(180n, countOf(o.dice, n) === 3),
    });
  }
  rules.push({ spot: 'anyTriple', type: 'anyTriple', returns: (o) => pays(30n, o.triple) });
  for (const a of DIE) {
    for (const b of DIE.filter((b) => b > a)) {
      rules.push({
        spot: `combo:${a}-${b}`,
        type: 'combo',
        aliases: [`combo:${b}-${a}`],
        returns: (o) => pays(5n, o.dice.includes(a) && o.dice.includes(b)),
      });
    }
  }
  for (const n of DIE) {
    rules.push({
      spot: `single:${n}`,
      type: 'single',
      returns: (o) => singleReturn(countOf(o.dice, n)),
    });
  }
  return rules;
}

export const SICBO_RULES: readonly Rule[] = sicboRules();

/**
 * Payouts and exact house edges (lost / 216, see odds.test.ts): small, big, odd, even
 * 6/216; totals up to 41/216 (9 and 12 at 6:1; 4/17 33, 5/16 30, 6/15 36, 7/14 21,
 * 8/13 27, 10/11 27); double 40; triple 35; any triple 30; combo 36; single 17.
 */
export const SICBO_PAYTABLE: Readonly<Record<SicboBetType, { pays: string; houseEdge: number }>> = {
  small: { pays: '1:1', houseEdge: 2.78 },
  big: { pays: '1:1', houseEdge: 2.78 },
  odd: { pays: '1:1', houseEdge: 2.78 },
  even: { pays: '1:1', houseEdge: 2.78 },
  total: { pays: '6:1–60:1', houseEdge: 18.98 },
  double: { pays: '10:1', houseEdge: 18.52 },
  triple: { pays: '180:1', houseEdge: 16.2 },
  anyTriple: { pays: '30:1', houseEdge: 13.89 },
  combo: { pays: '5:1', houseEdge: 16.67 },
  single: { pays: '1:1 / 2:1 / 3:1', houseEdge: 7.87 },
};
