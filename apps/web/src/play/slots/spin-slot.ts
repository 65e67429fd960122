import { slotSpin } from '@gamehall/contract';
import { call } from '../../lib/api-client.ts';
import { type RoundBets, useRound } from '../session/use-round.ts';
import type { SlotRound } from './slot-result.tsx';

/** A spin at the chosen bet (and the free spins it triggers), played idempotently. */
export const useSlotSpin = () =>
  useRound<RoundBets<typeof slotSpin>, SlotRound>((body) => call(slotSpin, { body }));
