/** Machine-readable error codes of the envelope, with the HTTP status each carries. */
export const errorStatus = {
  BAD_REQUEST: 400,
  ENCRYPTION_REQUIRED: 400,
  VALIDATION_FAILED: 400,
  /** The image captcha must be answered (details.captcha is true); the site shows it. */
  CAPTCHA_REQUIRED: 400,
  CAPTCHA_INVALID: 400,
  VERIFICATION_CODE_INVALID: 400,
  INVALID_AFFILIATE: 400,
  /** Change password / payment password: the old password given is wrong. */
  PASSWORD_INCORRECT: 400,
  RESET_LINK_INVALID: 400,
  /** Wrong username or password; the same answer whether or not the account exists. */
  LOGIN_FAILED: 401,
  /** The second-verification ticket or its code is wrong or expired. */
  SECOND_VERIFICATION_FAILED: 401,
  UNAUTHORIZED: 401,
  TOKEN_INVALID: 401,
  FORBIDDEN: 403,
  TRIAL_ACCOUNT: 403,
  NOT_AGENT: 403,
  /** A feature switch of the whitelabel tree is off (e.g. FREEPLAY3). */
  FEATURE_DISABLED: 403,
  /** 'Non-member account unable to login': a frozen or non-member account. */
  ACCOUNT_DISABLED: 403,
  /** The account still has its default password: real-account actions wait for a change. */
  PASSWORD_CHANGE_REQUIRED: 403,
  /** 'Username/Email does not exist' (forgot password by email, as the spec's text says). */
  ACCOUNT_NOT_FOUND: 404,
  NOT_FOUND: 404,
  CONFLICT: 409,
  IDEMPOTENCY_CONFLICT: 409,
  ACCOUNT_EXISTS: 409,
  MOBILE_EXISTS: 409,
  /** A binding that cannot be changed (social accounts, the authenticator) is already set. */
  ALREADY_BOUND: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  MAINTENANCE: 503,
  /** A gateway the call needs (SMS, e-mail) is not configured or failed. */
  SERVICE_UNAVAILABLE: 503,
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
