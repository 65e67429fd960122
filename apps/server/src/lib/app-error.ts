import { type ErrorCode, errorStatus } from '@gamehall/contract';
import type { LimitRule } from './platform-types.ts';

/** An error the client should see, with its envelope code and honest HTTP status. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly extra: { retryAfter?: number; details?: unknown } = {},
  ) {
    super(message ?? code);
    this.status = errorStatus[code];
  }
}

/** 503 SERVER_BUSY: this instance's budget of costly work is spent; retry in a moment. */
export const serverBusy = (retryAfter = 2) =>
  new AppError('SERVER_BUSY', 'The server is busy, please try again in a moment', {
    retryAfter,
  });

/** The 429 of a rule; the envelope plugin turns retryAfter into the retry-after header. */
export function tooMany(rule: Pick<LimitRule, 'message'>, retryAfter: number) {
  return new AppError(
    'TOO_MANY_REQUESTS',
    rule.message ?? 'Too many requests, please try again later',
    { retryAfter },
  );
}
