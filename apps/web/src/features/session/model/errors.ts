import { ApiError } from '../../../lib/api-client.ts';

/** Product §4: a login failure that asks for the image captcha (details.captcha). */
export function wantsCaptcha(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  if (err.code === 'CAPTCHA_REQUIRED' || err.code === 'CAPTCHA_INVALID') return true;
  const details = err.details as { captcha?: unknown } | null | undefined;
  return details?.captcha === true;
}

export const MOBILE_PATTERN = /^\d{4,20}$/;
