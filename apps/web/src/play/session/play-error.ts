import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client.ts';

/**
 * The request may have reached the server (no answer, or it failed midway): sending it
 * again with the same requestId gets the first result and moves no money twice.
 */
export const isRetryable = (err: unknown) =>
  !(err instanceof ApiError) || err.status === 0 || err.status >= 500;

export const isSessionEnded = (err: unknown) =>
  err instanceof ApiError && err.code === 'SESSION_EXPIRED';

/** The server's own message when it answered; ours when the network failed. */
export function errorText(err: unknown, t: TFunction): string {
  if (err instanceof ApiError && err.status !== 0) return err.message;
  if (err instanceof ApiError) return t('play_error_network');
  return t('play_error_unknown');
}
