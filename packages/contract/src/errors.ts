/** Machine-readable error codes of the envelope, with the HTTP status each carries. */
export const errorStatus = {
  BAD_REQUEST: 400,
  ENCRYPTION_REQUIRED: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  TOKEN_INVALID: 401,
  FORBIDDEN: 403,
  TRIAL_ACCOUNT: 403,
  NOT_AGENT: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  IDEMPOTENCY_CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  MAINTENANCE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export interface ErrorEnvelope {
  success: false;
  code: ErrorCode | string;
  message: string;
  requestId?: string;
  retryAfter?: number;
  details?: unknown;
}

export interface SuccessEnvelope<V> {
  success: true;
  value: V;
}
