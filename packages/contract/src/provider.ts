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

const VendorTxId = text(128, 1);
const RoundId = text(128, 1);

export const ProviderAnswer = z.object({
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

export const providerBalance = defineCall({
  method: 'POST',
  path: '/provider/v1/balance',
  tag,
  summary: 'The player’s balance',
  body: z.strictObject({ account: text(64, 1) }),
  value: z.object({ balance: Money }),
});

export const providerBet = defineCall({
  method: 'POST',
  path: '/provider/v1/bet',
  tag,
  summary: 'Debits a bet. Insufficient funds: 409 WALLET_INSUFFICIENT_FUNDS with details.balance',
  body: z.strictObject({
    account: text(64, 1),
    amount: Money,
    transactionId: VendorTxId,
    roundId: RoundId,
    gameCode: text(64, 1),
  }),
  value: ProviderAnswer,
});

export const providerWin = defineCall({
  method: 'POST',
  path: '/provider/v1/win',
  tag,
  summary: 'Credits a win (0 settles a lost round) and closes the round',
  body: z.strictObject({
    account: text(64, 1),
    amount: Money,
    transactionId: VendorTxId,
    roundId: RoundId,
    gameCode: text(64, 1),
  }),
  value: ProviderAnswer,
});

export const providerRollback = defineCall({
  method: 'POST',
  path: '/provider/v1/rollback',
  tag,
  summary:
    'Refunds a bet. Unknown bet: succeeds, moves nothing, and blocks that bet if it comes later; after the round’s win: 409',
  body: z.strictObject({
    account: text(64, 1),
    transactionId: VendorTxId,
    betTransactionId: VendorTxId,
    roundId: RoundId,
  }),
  value: ProviderAnswer,
});
