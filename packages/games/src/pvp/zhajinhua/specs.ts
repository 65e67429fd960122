import type { PvpActionSpec } from '../engine.ts';
import {
  acting,
  inHand,
  MAX_STAKE_BOOTS,
  type ZhajinhuaSeat,
  type ZhajinhuaState,
} from './state.ts';

/** The prefix of a compare's action type: 'compare:3' compares with seat 3. */
export const COMPARE = 'compare:';

/** A call (跟注 / chaal): S blind, 2S seen. A compare and a show cost the same. */
export function callPrice(state: ZhajinhuaState, seat: ZhajinhuaSeat): bigint {
  return seat.seen ? state.stake * 2n : state.stake;
}

/**
 * A raise (加注) has one size: it doubles S and pays a call at the new S (blind 2S, seen
 * 4S). Doubling keeps blind and seen prices in their 1:2 ratio and the bet sizes few.
 * Open while the doubled S is at most 10 boots (S goes boot, 2, 4, 8 boots).
 */
export function raisePrice(state: ZhajinhuaState, seat: ZhajinhuaSeat): bigint | null {
  if (state.stake * 2n > state.boot * MAX_STAKE_BOOTS) return null;
  return seat.seen ? state.stake * 4n : state.stake * 2n;
}

/**
 * What the seat to act may do. 'look' (看牌) when blind: free and it does not end the turn.
 * 'fold' always. With the call price covered: 'call', 'raise' (when affordable and under
 * the cap), from the second round 'compare:<seat>' against each other seat still acting
 * while three or more are in (a compare needs someone left to play on; teen patti's side
 * show), or 'show' when exactly two are in. Without it: only 'allin', all the chips.
 */
export function specsFor(state: ZhajinhuaState, seat: ZhajinhuaSeat): PvpActionSpec[] {
  const specs: PvpActionSpec[] = [];
  if (!seat.seen) specs.push({ type: 'look' });
  specs.push({ type: 'fold' });
  const price = callPrice(state, seat);
  if (seat.stack < price) {
    specs.push({ type: 'allin', min: seat.stack, max: seat.stack });
    return specs;
  }
  specs.push({ type: 'call', min: price, max: price });
  const raise = raisePrice(state, seat);
  if (raise !== null && raise <= seat.stack) specs.push({ type: 'raise', min: raise, max: raise });
  if (state.round >= 2) {
    const still = inHand(state).length;
    if (still >= 3) {
      for (const other of acting(state)) {
        if (other.seat !== seat.seat) {
          specs.push({ type: `${COMPARE}${other.seat}`, min: price, max: price });
        }
      }
    } else if (still === 2) {
      specs.push({ type: 'show', min: price, max: price });
    }
  }
  return specs;
}
