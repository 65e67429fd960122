import type { AnyLotteryFamily } from './draws.ts';
import type { PlayType } from './play-type.ts';
import { FOUR_D_PLAY_TYPES } from './play-types-4d.ts';
import { ELEVEN_X5_PLAY_TYPES } from './play-types-11x5.ts';
import { LF_PLAY_TYPES } from './play-types-lf.ts';
import { LHC_PLAY_TYPES } from './play-types-lhc.ts';
import { PK10_PLAY_TYPES } from './play-types-pk10.ts';
import { SSC_PLAY_TYPES } from './play-types-ssc.ts';
import { THAI_PLAY_TYPES } from './play-types-thai.ts';
import { VN_PLAY_TYPES } from './play-types-vn.ts';

/** The play types of the in-house, RNG-drawn e-lottery families, in the betting page's order. */
export const E_LOTTERY_PLAY_TYPES = [
  ...SSC_PLAY_TYPES,
  ...ELEVEN_X5_PLAY_TYPES,
  ...PK10_PLAY_TYPES,
  ...LHC_PLAY_TYPES,
  ...LF_PLAY_TYPES,
] as const;

/** The play types of the regional lotteries (official results), in the betting page's order. */
export const REGIONAL_LOTTERY_PLAY_TYPES = [
  ...VN_PLAY_TYPES,
  ...THAI_PLAY_TYPES,
  ...FOUR_D_PLAY_TYPES,
] as const;

/** Every play type of every family. */
export const LOTTERY_PLAY_TYPES = [
  ...E_LOTTERY_PLAY_TYPES,
  ...REGIONAL_LOTTERY_PLAY_TYPES,
] as const;

export type LotteryPlayTypeId = (typeof LOTTERY_PLAY_TYPES)[number]['id'];
export type RegionalPlayTypeId = (typeof REGIONAL_LOTTERY_PLAY_TYPES)[number]['id'];

const BY_ID: ReadonlyMap<string, PlayType<LotteryPlayTypeId>> = new Map(
  LOTTERY_PLAY_TYPES.map((type) => [type.id, type]),
);

/** The play type with this id, or undefined (ids arrive from the wire). */
export const findPlayType = (id: unknown): PlayType<LotteryPlayTypeId> | undefined =>
  typeof id === 'string' ? BY_ID.get(id) : undefined;

export const playTypesOf = (family: AnyLotteryFamily): PlayType<LotteryPlayTypeId>[] =>
  LOTTERY_PLAY_TYPES.filter((type) => type.family === family);
