import type {
  DrawnDraw,
  getLotteryGame,
  LotteryBetView,
  placeLotteryBets,
  RegionalDrawn,
  ValueOf,
} from '@gamehall/contract';
import { LOTTERY_FAMILIES, playTypesOf, REGIONAL_TIERS } from '@gamehall/games';

/*
 * Server answers for the betting page's tests, typed by the contract (fake-server.ts
 * parses each with its call's schema, as the site does). Times are relative to the test's
 * start, so the draw taking bets is open while a test runs.
 */

type Game = ValueOf<typeof getLotteryGame>;
type Placed = ValueOf<typeof placeLotteryBets>;

const at = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

/** The open draws of a 1-minute game, the one taking bets first. */
export const openDraws = (count: number): Game['draws'] =>
  Array.from({ length: count }, (_, i) => ({
    issue: `20261126-${String(601 + i).padStart(4, '0')}`,
    opensAt: at(-10 + i * 60),
    closesAt: at(50 + i * 60),
    drawAt: at(60 + i * 60),
    commitment: (i + 10).toString(16).repeat(64),
  }));

/** SSC_1M as the server describes it: every SSC play type priced, units 2, 0.20, 0.02. */
export const sscGame = (over: Partial<Game> = {}): Game => ({
  gameCode: 'SSC_1M',
  family: 'SSC',
  area: 'ELOTT',
  everyMinutes: 1,
  cutoffSeconds: 10,
  prizeMode: 'Lott',
  units: [2, 0.2, 0.02],
  maxMultiplier: 10_000,
  maxStakePerBet: 20_000,
  maxChaseDraws: 120,
  playTypes: playTypesOf(LOTTERY_FAMILIES[0]).map((type) => ({
    id: type.id,
    prizes: type.levels.map(() => 195),
  })),
  draws: openDraws(1),
  ...over,
});

export const drawn = (issue: string, numbers: number[], special: number | null = null) =>
  ({
    issue,
    drawAt: at(-60),
    numbers,
    special,
    commitment: 'ab'.repeat(32),
    serverSeed: 'e'.repeat(64),
    clientSeed: `SSC_1M:${issue}`,
    nonce: 0,
  }) satisfies DrawnDraw;

export const bet = (over: Partial<LotteryBetView> = {}): LotteryBetView => ({
  id: 501,
  orderId: 77,
  gameCode: 'SSC_1M',
  issue: '20261126-0601',
  playType: 'ssc.last2.straight',
  selection: [[1], [2, 3]],
  unit: 2,
  multiplier: 1,
  betCount: 2,
  stake: 4,
  state: 'OPEN',
  win: null,
  placedAt: at(-5),
  closesAt: at(50),
  drawAt: at(60),
  chase: null,
  ...over,
});

export const placed = (bets: LotteryBetView[], stake: number, balance = 996): Placed => ({
  orderId: 77,
  bets,
  stake,
  balance,
});

/*
 * The regional games (issue 15): drawn on their own calendars, so their next draw is hours
 * away; their results are prize tiers of digit strings (packages/games REGIONAL_TIERS).
 */

type RegionalFamily = 'VN_NORTH' | 'VN_CENTRAL' | 'VN_SOUTH' | 'THAI' | '4D';

/** The next draws of a regional game: the first one closes in 2 days 3 h 4 min 5 s. */
export const regionalDraws = (count: number, day = '20261128'): Game['draws'] =>
  Array.from({ length: count }, (_, i) => ({
    issue: `${day}${i ? `-${i + 1}` : ''}`,
    opensAt: at(-3600),
    closesAt: at(2 * 86_400 + 3 * 3600 + 4 * 60 + 5 + i * 86_400),
    drawAt: at(2 * 86_400 + 3 * 3600 + 19 * 60 + 5 + i * 86_400),
    commitment: 'cd'.repeat(32),
  }));

/** A regional game as getLotteryGame describes it: every play type of its family priced. */
export const regionalGame = (
  gameCode: string,
  family: RegionalFamily,
  over: Partial<Game> = {},
): Game => ({
  gameCode,
  family,
  area: family.startsWith('VN') ? 'VN' : 'SEA',
  everyMinutes: null,
  cutoffSeconds: 15 * 60,
  prizeMode: 'Lott',
  units: [2, 0.2, 0.02],
  maxMultiplier: 10_000,
  maxStakePerBet: 20_000,
  maxChaseDraws: 120,
  playTypes: playTypesOf(family).map((type) => ({
    id: type.id,
    prizes: type.levels.map((_, i) => 190 - i * 10),
  })),
  draws: regionalDraws(1),
  ...over,
});

/** Prize tiers of `family`, every number of its tier's digits, `first` as the top prize. */
export function regionalPrizes(family: RegionalFamily, first: string, last: string[] = []) {
  let n = 0;
  return REGIONAL_TIERS[family].map((tier, i) =>
    Array.from({ length: tier.count }, (_, j) => {
      if (i === 0) return first;
      const fixed = i === REGIONAL_TIERS[family].length - 1 ? last[j] : undefined;
      n += 1;
      return (
        fixed ??
        String(1000 + n * 37)
          .slice(-tier.digits)
          .padStart(tier.digits, '0')
      );
    }),
  );
}

export const regionalDrawn = (
  issue: string,
  prizes: string[][],
  over: Partial<RegionalDrawn> = {},
): RegionalDrawn => ({
  issue,
  drawAt: at(-86_400),
  prizes,
  source: 'OPERATOR',
  revision: 1,
  ...over,
});
