import { type PvpAction, type PvpActionSpec, PvpRuleError } from '../engine.ts';
import { canAct, type HoldemSeat, type HoldemState, minChips } from './state.ts';

/** Chips the seat must add to match the street's highest bet. */
export const toCall = (state: HoldemState, s: HoldemSeat) =>
  state.currentBet > s.bet ? state.currentBet - s.bet : 0n;

/**
 * Whether the seat may still raise. Only when another seat could answer (a raise nobody
 * can call would only come back), when it has chips beyond the call, and when the betting
 * is open to it: it has not acted on this street, or the bet has risen by at least a full
 * raise since it did. A short all-in is not a full raise, so on its own it does not reopen
 * the betting to seats that already acted; several short all-ins that add up to a full
 * raise do (the usual card-room rule).
 */
function mayRaise(state: HoldemState, s: HoldemSeat): boolean {
  if (!state.seats.some((o) => o !== s && canAct(o))) return false;
  if (s.stack <= toCall(state, s)) return false;
  return !s.acted || state.currentBet - s.actedAt >= state.lastRaise;
}

/**
 * What the seat may do now, amounts as chips added by the action. Fold is always open
 * (folding when a check is free is allowed, merely unwise). Call is capped at the stack:
 * calling for less is an all-in call. Bet (nothing bet yet on the street) or raise must
 * reach a full raise — the current bet plus the last full bet or raise, at least the big
 * blind — and may go to the whole stack; a stack short of that can still go all-in.
 */
export function legalActions(state: HoldemState, s: HoldemSeat): PvpActionSpec[] {
  const call = toCall(state, s);
  const specs: PvpActionSpec[] = [{ type: 'fold' }];
  if (call === 0n) specs.push({ type: 'check' });
  else {
    const amount = minChips(call, s.stack);
    specs.push({ type: 'call', min: amount, max: amount });
  }
  if (mayRaise(state, s)) {
    const min = state.currentBet + state.lastRaise - s.bet;
    if (s.stack >= min) {
      specs.push({ type: state.currentBet === 0n ? 'bet' : 'raise', min, max: s.stack });
    }
    specs.push({ type: 'allin', min: s.stack, max: s.stack });
  } else if (s.stack <= call) {
    specs.push({ type: 'allin', min: s.stack, max: s.stack }); // the same as the call
  }
  return specs;
}

/**
 * The chips an action adds, checked against the seat's open actions: a type not open now
 * is ILLEGAL_ACTION; an amount outside min–max (so never more than the stack), missing on
 * a bet or raise, or given on a fold or check is BAD_AMOUNT. Call and all-in may omit it.
 */
export function chipsOf(specs: readonly PvpActionSpec[], action: PvpAction): bigint {
  const spec = specs.find((x) => x.type === action.type);
  if (!spec) throw new PvpRuleError('ILLEGAL_ACTION', `${String(action.type)} is not open now`);
  const { amount } = action;
  if (amount !== undefined && typeof amount !== 'bigint') {
    throw new PvpRuleError('BAD_AMOUNT', 'an amount is a whole number of chips');
  }
  if (spec.min === undefined || spec.max === undefined) {
    if (amount !== undefined && amount !== 0n) {
      throw new PvpRuleError('BAD_AMOUNT', `${spec.type} puts in no chips`);
    }
    return 0n;
  }
  if (amount === undefined) {
    if (spec.min === spec.max) return spec.min;
    throw new PvpRuleError('BAD_AMOUNT', `${spec.type} needs an amount`);
  }
  if (amount < spec.min || amount > spec.max) {
    throw new PvpRuleError(
      'BAD_AMOUNT',
      `${spec.type} takes ${spec.min}–${spec.max} chips, not ${amount}`,
    );
  }
  return amount;
}
