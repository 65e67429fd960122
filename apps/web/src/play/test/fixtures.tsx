import type {
  baccaratDeal,
  getSlotModel,
  getTableLimits,
  slotSpin,
  ValueOf,
} from '@gamehall/contract';
import { render, screen } from '@testing-library/react';
import { testQueryClient } from '../../test/query-client.ts';
import type { LaunchParams } from '../launch-params.ts';
import { PlayApp } from '../play-app.tsx';
import type { Opened } from '../session/open-session.ts';

export const TOKEN = 'launch-token-0123456789';
export const SESSION_ID = 'S'.repeat(43);
export const HASH_1 = 'a1'.repeat(32);
export const HASH_2 = 'b2'.repeat(32);

export const fair = (nonce: number, serverSeedHash = HASH_1, clientSeed = 'client-1') => ({
  serverSeedHash,
  clientSeed,
  nonce,
});

const NAMES: Record<string, string> = {
  roulette: 'Roulette',
  baccarat: 'Baccarat',
  crash: 'Crash',
};

export const opened = (engine: string, over: Partial<Opened> = {}): Opened => ({
  sessionId: SESSION_ID,
  mode: 'real',
  balance: 1000,
  currency: 'USD',
  currencySymbol: '$',
  transferWallet: false,
  game: {
    gameCode: 'ghor-0001',
    name: NAMES[engine] ?? 'Sevens',
    vendor: 'GHOR',
    engine,
  },
  fair: fair(0),
  ...over,
});

/** Three reels, three rows, two lines (middle row, top row), like Sevens in small. */
export const slotModel: ValueOf<typeof getSlotModel> = {
  id: 'slot-sevens',
  name: 'Sevens',
  reels: [
    ['cherry', 'bar', 'seven', 'blank'],
    ['bar', 'cherry', 'wild', 'blank'],
    ['seven', 'blank', 'cherry', 'bar'],
  ],
  rows: 3,
  paylines: [
    [1, 1, 1],
    [0, 0, 0],
  ],
  betLevels: [0.1, 0.2, 0.5],
  declaredRtp: 0.959,
  symbols: {
    blank: { pays: {} },
    cherry: { pays: { '2': 4, '3': 20 } },
    bar: { pays: { '3': 20 } },
    seven: { pays: { '3': 180 } },
    wild: { pays: { '3': 500 }, wild: true },
  },
};

type SlotRound = ValueOf<typeof slotSpin>;
type Spin = SlotRound['outcome']['spins'][number];

const spin = (grid: string[][], over: Partial<Spin> = {}): Spin => ({
  free: false,
  stops: [0, 0, 0],
  grid,
  multiplier: 1,
  lineWins: [],
  scatterWin: null,
  freeSpinsAwarded: 0,
  win: 0,
  ...over,
});

/** A paid spin: two cherries on the middle line pay 4 × the line bet of 0.05 = 0.20. */
export const cherrySpin = (nonce: number, balance: number): SlotRound => ({
  roundId: `round-${nonce}`,
  bet: 0.1,
  win: 0.2,
  balance,
  fair: fair(nonce),
  outcome: {
    modelId: 'slot-sevens',
    bet: 10,
    spins: [
      spin(
        [
          ['seven', 'cherry', 'bar'],
          ['blank', 'cherry', 'wild'],
          ['bar', 'blank', 'seven'],
        ],
        { lineWins: [{ line: 0, symbol: 'cherry', count: 2, amount: 20 }], win: 20 },
      ),
    ],
    totalWin: 20,
    capped: false,
  },
  jackpot: { draw: 3_000_000_000, threshold: 42_949, hit: false, won: null },
});

export const withFreeSpin = (round: SlotRound): SlotRound => ({
  ...round,
  win: 1.2,
  outcome: {
    ...round.outcome,
    spins: [
      ...round.outcome.spins,
      spin(
        [
          ['seven', 'seven', 'blank'],
          ['seven', 'wild', 'blank'],
          ['seven', 'bar', 'cherry'],
        ],
        {
          free: true,
          multiplier: 2,
          lineWins: [{ line: 1, symbol: 'seven', count: 3, amount: 100 }],
          win: 100,
        },
      ),
    ],
    totalWin: 120,
  },
});

export const limits: ValueOf<typeof getTableLimits> = {
  roulette: {
    perBet: {
      straight: { min: 1, max: 100 },
      dozen: { min: 1, max: 1000 },
      column: { min: 1, max: 1000 },
      red: { min: 1, max: 2000 },
      black: { min: 1, max: 2000 },
      odd: { min: 1, max: 2000 },
      even: { min: 1, max: 2000 },
      low: { min: 1, max: 2000 },
      high: { min: 1, max: 2000 },
    },
    maxTotal: 10000,
  },
  baccarat: {
    perBet: {
      player: { min: 1, max: 5000 },
      banker: { min: 1, max: 5000 },
      tie: { min: 1, max: 500 },
      playerPair: { min: 1, max: 500 },
      bankerPair: { min: 1, max: 500 },
    },
    maxTotal: 10000,
  },
};

export type BaccaratRound = ValueOf<typeof baccaratDeal>;

export function renderPlay(launch: Partial<LaunchParams> = {}) {
  return render(
    <PlayApp
      launch={{ token: TOKEN, lang: 'EN', engine: 'slot-sevens', ...launch }}
      client={testQueryClient()}
    />,
  );
}

/** The amount under one of the frame's figures (Balance, Demo balance, Last win). */
export const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
