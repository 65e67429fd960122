import type { LiveTableEngine } from '../live/engine.ts';
import {
  FAN_TAN_BET_TYPES,
  FAN_TAN_PAYTABLE,
  FAN_TAN_SPOTS,
  type FanTanBetType,
  readFanTanSpot,
  settleFanTan,
} from './bets.ts';
import { dealFanTan, type FanTanOutcome } from './pile.ts';

/** Fan tan: a covered pile of beads counted off in fours; bets on the remainder 1–4. */
export const fantanEngine: LiveTableEngine<FanTanOutcome, FanTanBetType> = {
  id: 'fantan',
  betTypes: FAN_TAN_BET_TYPES,
  spots: FAN_TAN_SPOTS,
  readType: readFanTanSpot,
  uniforms: 1,
  dealFrom: dealFanTan,
  settle: settleFanTan,
  paytable: FAN_TAN_PAYTABLE,
};
