import { type ErrorCode, errorStatus } from '@gamehall/contract';

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
