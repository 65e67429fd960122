import { Amount, MAX_AMOUNT } from '@gamehall/contract';
import { formatMoney } from '../../../components/ui/index.ts';

export interface AmountLimits {
  /** The channel's or the brand's bounds; the server checks them again. */
  min?: number;
  max?: number;
  /** What the source wallet holds: more cannot leave it. */
  available?: number;
}

/** An i18n key and its values: why the typed amount cannot be sent. */
export interface AmountProblem {
  key: string;
  values?: Record<string, string>;
}

const DECIMAL = /^\d+(?:\.\d+)?$/;
const TWO_PLACES = /^\d+(?:\.\d{1,2})?$/;

/**
 * The contract's Amount (above zero, at most 2 places, at most MAX_AMOUNT) and the
 * form's limits, checked on the text the player typed; null when it may be sent.
 */
export function amountProblem(text: string, limits: AmountLimits = {}): AmountProblem | null {
  const value = text.trim();
  if (value === '') return { key: 'mn_amount_required' };
  if (!DECIMAL.test(value)) return { key: 'mn_amount_invalid' };
  if (!TWO_PLACES.test(value)) return { key: 'mn_amount_places' };
  const amount = Number(value);
  if (!(amount > 0)) return { key: 'mn_amount_positive' };
  const min = limits.min ?? 0;
  const max = Math.min(limits.max ?? MAX_AMOUNT, MAX_AMOUNT);
  if (amount < min || amount > max) {
    return { key: 'mn_amount_range', values: { min: formatMoney(min), max: formatMoney(max) } };
  }
  if (limits.available !== undefined && amount > limits.available) {
    return { key: 'mn_amount_over_balance', values: { balance: formatMoney(limits.available) } };
  }
  // The declaration itself has the last word, so the form never sends what it refuses.
  if (!Amount.safeParse(amount).success) return { key: 'mn_amount_invalid' };
  return null;
}

/** The typed amount as the wire's number (call after amountProblem said yes). */
export const toAmount = (text: string): number => Number(text.trim());
