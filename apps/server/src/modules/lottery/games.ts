import type { LotteryFamily, RegionalLotteryFamily } from '@gamehall/games';

/**
 * The in-house e-lottery games (issue 15): each a family of packages/games' lottery core
 * drawn on its own cadence, all day, in the brand's time zone. Bets close `cutoffSeconds`
 * before each draw, so the result is never drawn while a bet on it may still be taken.
 */
export interface LotteryGame {
  code: string;
  family: LotteryFamily;
  /** Minutes between draws; a divisor of 60, so a day's draws line up with its hours. */
  everyMinutes: 1 | 3 | 5;
  cutoffSeconds: number;
}

export const LOTTERY_GAMES: readonly LotteryGame[] = [
  { code: 'SSC_1M', family: 'SSC', everyMinutes: 1, cutoffSeconds: 10 },
  { code: 'SSC_3M', family: 'SSC', everyMinutes: 3, cutoffSeconds: 30 },
  { code: 'SSC_5M', family: 'SSC', everyMinutes: 5, cutoffSeconds: 30 },
  { code: '11X5_3M', family: '11X5', everyMinutes: 3, cutoffSeconds: 30 },
  { code: 'PK10_1M', family: 'PK10', everyMinutes: 1, cutoffSeconds: 10 },
  { code: 'PK10_5M', family: 'PK10', everyMinutes: 5, cutoffSeconds: 30 },
  { code: 'LHC_5M', family: 'LHC', everyMinutes: 5, cutoffSeconds: 30 },
  { code: 'LF_1M', family: 'LF', everyMinutes: 1, cutoffSeconds: 10 },
];

/**
 * The regional lotteries (decision 032): drawn by their official operators on their own
 * calendars, in their own time zones; this site takes bets until `cutoffSeconds` before the
 * draw and settles them from the official result (entered by the operator, or made up from
 * the fair core on a demo site). `area` is the page that lists them: VN on /vnlottery, SEA
 * on /seaLottery.
 */
export interface RegionalGame {
  code: string;
  family: RegionalLotteryFamily;
  area: 'VN' | 'SEA';
  calendar: {
    zone: string;
    /** The draw's wall-clock time there. */
    hour: number;
    minute: number;
    /** Days of the week it draws (0 Sunday … 6 Saturday), or days of the month. */
    weekdays?: readonly number[];
    monthDays?: readonly number[];
  };
  cutoffSeconds: number;
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

export const REGIONAL_GAMES: readonly RegionalGame[] = [
  {
    code: 'VN_NORTH',
    family: 'VN_NORTH',
    area: 'VN',
    calendar: { zone: 'Asia/Ho_Chi_Minh', hour: 18, minute: 15, weekdays: EVERY_DAY },
    cutoffSeconds: 15 * 60,
  },
  {
    code: 'VN_CENTRAL',
    family: 'VN_CENTRAL',
    area: 'VN',
    calendar: { zone: 'Asia/Ho_Chi_Minh', hour: 17, minute: 15, weekdays: EVERY_DAY },
    cutoffSeconds: 15 * 60,
  },
  {
    code: 'VN_SOUTH',
    family: 'VN_SOUTH',
    area: 'VN',
    calendar: { zone: 'Asia/Ho_Chi_Minh', hour: 16, minute: 15, weekdays: EVERY_DAY },
    cutoffSeconds: 15 * 60,
  },
  {
    code: 'THAI',
    family: 'THAI',
    area: 'SEA',
    calendar: { zone: 'Asia/Bangkok', hour: 16, minute: 0, monthDays: [1, 16] },
    cutoffSeconds: 60 * 60,
  },
  {
    code: 'MY_4D',
    family: '4D',
    area: 'SEA',
    calendar: { zone: 'Asia/Kuala_Lumpur', hour: 19, minute: 0, weekdays: [0, 3, 6] },
    cutoffSeconds: 30 * 60,
  },
];

export type AnyLotteryGame = LotteryGame | RegionalGame;

export const isRegional = (game: AnyLotteryGame): game is RegionalGame => 'calendar' in game;

/** An e-lottery game by code (its lobby and fair results), or null. */
export const lotteryGame = (code: string) => LOTTERY_GAMES.find((g) => g.code === code) ?? null;

export const regionalGame = (code: string) => REGIONAL_GAMES.find((g) => g.code === code) ?? null;

/** Any lottery game bets can be placed on, or null. */
export const anyLotteryGame = (code: string): AnyLotteryGame | null =>
  lotteryGame(code) ?? regionalGame(code);

/** English names the catalogue and the menus carry; the site words each game by its code. */
const FAMILY_NAMES: Record<AnyLotteryGame['family'], string> = {
  SSC: 'SSC',
  '11X5': '11x5',
  PK10: 'PK10 Racing',
  LHC: 'Mark Six',
  LF: 'Keno 20',
  VN_NORTH: 'Vietnam North',
  VN_CENTRAL: 'Vietnam Central',
  VN_SOUTH: 'Vietnam South',
  THAI: 'Thai Government Lottery',
  '4D': '4D',
};

export const displayNameOf = (game: AnyLotteryGame) =>
  isRegional(game)
    ? FAMILY_NAMES[game.family]
    : `${FAMILY_NAMES[game.family]} ${game.everyMinutes} min`;

/** The games a lottery area lists: the e-lottery's, Vietnam's or south-east Asia's. */
export const gamesOfArea = (area: 'ELOTT' | 'VN' | 'SEA'): readonly AnyLotteryGame[] =>
  area === 'ELOTT' ? LOTTERY_GAMES : REGIONAL_GAMES.filter((g) => g.area === area);
