import type { LiveTableEngine } from '../live/engine.ts';
import {
  readSedieSpot,
  SEDIE_BET_TYPES,
  SEDIE_PAYTABLE,
  SEDIE_SPOTS,
  type SedieBetType,
  settleSedie,
} from './bets.ts';
import { dealSedie, SEDIE_COINS, type SedieOutcome } from './coins.ts';

/** Xóc đĩa (sedie): four red/white coins shaken under a bowl; bets on how many show red. */
export const sedieEngine: LiveTableEngine<SedieOutcome, SedieBetType> = {
  id: 'sedie',
  betTypes: SEDIE_BET_TYPES,
  spots: SEDIE_SPOTS,
  readType: readSedieSpot,
  uniforms: SEDIE_COINS,
  dealFrom: dealSedie,
  settle: settleSedie,
  paytable: SEDIE_PAYTABLE,
};
