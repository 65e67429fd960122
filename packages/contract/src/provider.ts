import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';
import { text } from './fields.ts';
import { Money } from './money.ts';

/**
 * The seamless wallet a game vendor calls (the in-house games too). Every request is
 * signed: header X-Vendor names the vendor, X-Signature is hex HMAC-SHA256 of the raw
 * body under that vendor's secret. Bets, wins and rollbacks are idempotent by the
 * vendor's transactionId: a repeat gets the first answer.
 */
const tag = 'provider';

const VendorTxId = /* @__PURE__ */ text(128, 1);
const RoundId = /* @__PURE__ */ text(128, 1);
/**
 * The wallet session authenticate gave the vendor. Balance and bets need a live one; a
 * win or rollback may carry one that expired (the round began while it was live).
 */
const SessionId = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'a session id from authenticate'));

export const ProviderAnswer = /* @__PURE__ */ z.object({
  /**
   * The balance after the call of the wallet it used: the player's main wallet, or this
   * vendor's sub-wallet in transfer-wallet mode.
   */
  balance: Money,
  /** Our ledger transaction (empty when nothing moved, e.g. an unknown rollback). */
  transactionId: z.string(),
  /** True when this answer repeats an earlier one for the same transactionId. */
  duplicate: z.boolean(),
});

export const providerAuthenticate = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/provider/v1/authenticate',
  tag,
  summary:
    'Exchanges the one-time launch token of the game URL for a wallet session; a used, expired or other vendor’s token is 401 LAUNCH_TOKEN_INVALID',
  body: z.strictObject({ token: text(128, 1) }),
  value: z.object({
    sessionId: z.string(),
    account: z.string(),
    gameCode: z.string(),
    mode: z.enum(['real', 'demo']),
    currency: z.string(),
    /** Real mode: the wallet's balance; demo mode: the free trial's demo money. */
    balance: Money,
    expiresAt: z.string(),
  }),
});

export const providerBalance = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/provider/v1/balance',
  tag,
  summary: 'The player’s balance (needs a live session)',
  body: z.strictObject({ account: text(64, 1), sessionId: SessionId }),
  value: z.object({ balance: Money }),
});

export const providerBet = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/provider/v1/bet',
  tag,
  summary:
    'Debits a bet (needs a live session). Insufficient funds: 409 WALLET_INSUFFICIENT_FUNDS with details.balance',
  body: z.strictObject({
    account: text(64, 1),
    sessionId: SessionId,
    amount: Money,
    transactionId: VendorTxId,
    roundId: RoundId,
    gameCode: text(64, 1),
  }),
  value: ProviderAnswer,
});

export const providerWin = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/provider/v1/win',
  tag,
  summary:
    'Credits a win (0 settles a lost round) and closes the round; accepted after the session expired',
  body: z.strictObject({
    account: text(64, 1),
    sessionId: z.optional(SessionId),
    amount: Money,
    transactionId: VendorTxId,
    roundId: RoundId,
    gameCode: text(64, 1),
  }),
  value: ProviderAnswer,
});

export const providerRollback = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/provider/v1/rollback',
  tag,
  summary:
    'Refunds a bet. Unknown bet: succeeds, moves nothing, and blocks that bet if it comes later; after the round’s win: 409',
  body: z.strictObject({
    account: text(64, 1),
    sessionId: z.optional(SessionId),
    transactionId: VendorTxId,
    betTransactionId: VendorTxId,
    roundId: RoundId,
  }),
  value: ProviderAnswer,
});
