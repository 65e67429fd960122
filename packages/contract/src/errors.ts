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
  /** An SMS to a dialing code the brand does not serve (details.allowed lists its codes). */
  DIALING_CODE_UNSUPPORTED: 400,
  /** Wrong username or password; the same answer whether or not the account exists. */
  LOGIN_FAILED: 401,
  /** The second-verification ticket or its code is wrong or expired. */
  SECOND_VERIFICATION_FAILED: 401,
  UNAUTHORIZED: 401,
  TOKEN_INVALID: 401,
  /** Console: wrong staff account or password (or a disabled one); the same answer for each. */
  STAFF_LOGIN_FAILED: 401,
  /** Console: the authenticator or recovery code is wrong, used, or its login step expired. */
  STAFF_CODE_INVALID: 401,
  /** Provider API: the launch token is unknown, used, expired or another vendor's. */
  LAUNCH_TOKEN_INVALID: 401,
  /** Provider API: the game session ended; bets are refused, wins still accepted. */
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  /** Console: the staff member's role lacks the call's permission (details.permission). */
  PERMISSION_DENIED: 403,
  TRIAL_ACCOUNT: 403,
  NOT_AGENT: 403,
  /** A feature switch of the whitelabel tree is off (e.g. FREEPLAY3). */
  FEATURE_DISABLED: 403,
  /** 'Non-member account unable to login': a frozen or non-member account. */
  ACCOUNT_DISABLED: 403,
  /**
   * Player protection: the player is in a cool-off or self-exclusion (details.kind,
   * details.until: null when permanent); no login, deposit or game until it ends.
   */
  PLAYER_EXCLUDED: 403,
  /**
   * KYC: the withdrawal needs approved identity and address documents first (the brand's
   * rule: details.withdrawalAbove, details.lifetimeAbove, details.status).
   */
  KYC_REQUIRED: 403,
  /** The account still has its default password: real-account actions wait for a change. */
  PASSWORD_CHANGE_REQUIRED: 403,
  /** 'Username/Email does not exist' (forgot password by email, as the product's text says). */
  ACCOUNT_NOT_FOUND: 404,
  NOT_FOUND: 404,
  /** Games: no enabled game with this id (or vendor code). */
  GAME_NOT_FOUND: 404,
  /** Games: free play asked of a game that offers no free trial (supportPlay 1). */
  DEMO_NOT_OFFERED: 400,
  CONFLICT: 409,
  IDEMPOTENCY_CONFLICT: 409,
  ACCOUNT_EXISTS: 409,
  MOBILE_EXISTS: 409,
  /** A binding that cannot be changed (social accounts, the authenticator) is already set. */
  ALREADY_BOUND: 409,
  /** Games: a player keeps at most MAX_FAVOURITES favourites. */
  FAVOURITES_FULL: 409,
  /** Crash: bets are taken only while the round is in its betting phase. */
  BETTING_CLOSED: 409,
  /**
   * Lottery: the bet would pass a limit of its draw — the player's stake on the draw or the
   * stake all players have on one number (details.limit, details.remaining).
   */
  LOTTERY_LIMIT: 409,
  /** PVP rooms: an action out of turn, or in a hand the player is not dealt in. */
  PVP_NOT_YOUR_TURN: 409,
  /** PVP rooms: an action the game does not allow now (a check facing a bet, a show with three in). */
  PVP_ACTION_NOT_ALLOWED: 409,
  /** PVP rooms: the player already sits at a table of this room (one seat per room). */
  PVP_ALREADY_SEATED: 409,
  /** PVP rooms: the player does not sit at a table of this room. */
  PVP_NOT_SEATED: 409,
  /** Crash: the round crashed before the cash-out arrived. */
  ROUND_CRASHED: 409,
  /** Sportsbook: no market (or bet) with this id, or the selection is not one of the market's. */
  SPORTS_MARKET_NOT_FOUND: 404,
  SPORTS_BET_NOT_FOUND: 404,
  /** Sportsbook: the book named is not a sportsbook vendor of the catalogue. */
  SPORTS_BOOK_UNKNOWN: 400,
  /** Sportsbook: the market takes no bets now (suspended, decided, the match over). */
  SPORTS_MARKET_CLOSED: 409,
  /** Sportsbook: the price moved past what the slip accepts; details.legs carry the prices now. */
  SPORTS_ODDS_CHANGED: 409,
  /** Sportsbook: the match changed (a goal, a suspension) during an in-play bet's delay. */
  SPORTS_IN_PLAY_CHANGED: 409,
  /** Sportsbook: a combo with two legs of one match, or a leg count a slip kind does not take. */
  SPORTS_SLIP_INVALID: 400,
  /** Sportsbook: the stake is below the minimum or above the maximum (details.min, details.max). */
  SPORTS_STAKE_LIMIT: 400,
  /** Sportsbook: the bet could pay more than a bet may (details.maxPayout). */
  SPORTS_PAYOUT_LIMIT: 400,
  /** Sportsbook: the market's liability cap is reached for this selection. */
  SPORTS_LIABILITY_LIMIT: 409,
  /** Sportsbook: the bet has no cash-out offer now, or the offer fell below the one seen. */
  SPORTS_CASHOUT_UNAVAILABLE: 409,
  /**
   * Player protection: the deposit or bet would pass one of the player's limits
   * (details.kind DEPOSIT | LOSS | WAGER, details.period DAY | WEEK | MONTH, details.limit,
   * details.used, details.resetsAt).
   */
  PROTECTION_LIMIT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** Money: not enough in the wallet; details.balance carries the balance (provider API). */
  WALLET_INSUFFICIENT_FUNDS: 409,
  /** Points: not enough to redeem or convert; details.balance carries the balance. */
  POINTS_INSUFFICIENT: 409,
  /** Rewards: nothing is due yet (cashback with no valid bets since the last claim). */
  NOTHING_TO_CLAIM: 409,
  /** Rewards: this reward was already claimed for its period (details.next when known). */
  ALREADY_CLAIMED: 409,
  /** Points mall: fewer pieces left than asked (details.available). */
  OUT_OF_STOCK: 409,
  /** Promotions: not started, ended, or not for this player (details.state). */
  PROMOTION_NOT_OPEN: 409,
  /** Promotions: a deposit bonus needs a deposit of this period first (details.minDeposit). */
  DEPOSIT_REQUIRED: 409,
  /** Points mall: the item asks more valid bets (details.required, details.have). */
  AMOUNT_REQUIREMENT_NOT_MET: 409,
  /** Money: the amount is outside the channel's or the brand's min/max (details.min/max). */
  AMOUNT_OUT_OF_RANGE: 400,
  /** Withdrawal before the wagering requirement is met (details.remaining). */
  TURNOVER_NOT_MET: 400,
  /** A money action that needs a payment password before one is set. */
  PAYMENT_PASSWORD_REQUIRED: 400,
  /** Transfer to upline by a player who registered under no agent. */
  NO_UPLINE: 400,
  /** A wallet name the brand does not run, or a transfer in single-wallet mode. */
  WALLET_UNKNOWN: 400,
  /** The order is not in a state that allows this action (e.g. approving twice). */
  ORDER_STATE: 409,
  /** Provider API / payment callback: missing or wrong HMAC signature. */
  SIGNATURE_INVALID: 401,
  /** Provider API: the round already has its win, so the bet cannot be rolled back. */
  ROUND_SETTLED: 409,
  /** Provider API: the bet was rolled back before it arrived, so it is refused. */
  BET_ROLLED_BACK: 409,
  TOO_MANY_REQUESTS: 429,
  /** The site's SMS for this hour are spent (brand accounts.smsPerHour); the operator is alerted. */
  SMS_QUOTA_EXCEEDED: 429,
  INTERNAL: 500,
  MAINTENANCE: 503,
  /** This instance's budget of costly work (password hashing, decryption) is spent for now. */
  SERVER_BUSY: 503,
  /** A gateway the call needs (SMS, e-mail) is not configured or failed. */
  SERVICE_UNAVAILABLE: 503,
  /** Games: the game's vendor is not connected to this site (no launch address). */
  GAME_UNAVAILABLE: 503,
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
