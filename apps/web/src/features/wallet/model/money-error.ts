import type { TFunction } from 'i18next';
import { formatMoney } from '../../../components/ui/index.ts';
import { ApiError } from '../../../lib/api-client.ts';

const amountIn = (details: Record<string, unknown>, name: string): string | null => {
  const value = details[name];
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? formatMoney(n) : null;
};

/**
 * What a failed money request says to the player. The server's message, except where
 * the answer carries figures (limits, turnover still to play) or a case the player must
 * understand (no upline): those are worded in the visitor's language.
 */
export function moneyErrorText(err: unknown, t: TFunction): string {
  if (!(err instanceof ApiError)) {
    return err instanceof Error && err.message ? err.message : t('in_unknown_error');
  }
  const details = (typeof err.details === 'object' && err.details) || {};
  const figure = (name: string) => amountIn(details as Record<string, unknown>, name);
  switch (err.code) {
    case 'AMOUNT_OUT_OF_RANGE': {
      const [min, max] = [figure('min'), figure('max')];
      if (min && max) return t('mn_err_amount_range', { min, max });
      break;
    }
    case 'TURNOVER_NOT_MET': {
      const remaining = figure('remaining');
      if (remaining) return t('mn_err_turnover', { remaining });
      break;
    }
    case 'NO_UPLINE':
      return t('mn_no_upline');
  }
  return err.message || t('in_unknown_error');
}
