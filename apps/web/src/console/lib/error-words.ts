import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client.ts';

/** Refusals the console words itself; anything else says what the server said. */
const KNOWN = new Set([
  'STAFF_LOGIN_FAILED',
  'STAFF_CODE_INVALID',
  'PERMISSION_DENIED',
  'TOO_MANY_REQUESTS',
  'NETWORK',
  'VALIDATION_FAILED',
  'ACCOUNT_EXISTS',
  'FORBIDDEN',
  'UNAUTHORIZED',
  'NOT_FOUND',
  'CONFLICT',
  'IDEMPOTENCY_CONFLICT',
  'WALLET_INSUFFICIENT_FUNDS',
  'ORDER_STATE',
]);

/** A refusal in the console's language, with what to do next. */
export function errorWords(t: TFunction, err: unknown): string {
  if (err instanceof ApiError && KNOWN.has(err.code)) {
    return t(`cs_err_${err.code.toLowerCase()}`, {
      minutes: Math.max(1, Math.ceil((err.retryAfter ?? 60) / 60)),
    });
  }
  if (err instanceof ApiError) return t('cs_err_other', { message: err.message });
  return t('cs_err_other', { message: String(err) });
}
