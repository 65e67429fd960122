import type {
  DrawnDraw,
  getLotteryGame,
  LotteryBetView,
  placeLotteryBets,
  ValueOf,
} from '@gamehall/contract';
import { LOTTERY_FAMILIES, playTypesOf } from '@gamehall/games';

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
