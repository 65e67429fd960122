import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';
import { text } from './fields.ts';
import { Amount, Money, RequestId } from './money.ts';

const tag = 'wallet';

/** Where money sits for a player: the main wallet or a vendor's sub-wallet (vassalage). */
export const MAIN_WALLET = 'MAIN';
export const WalletName = /* @__PURE__ */ z
  .string()
  .check(z.regex(/^[A-Za-z0-9_]{1,32}$/, 'a wallet name'));

export const getBalance = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  tag,
  token: true,
  summary:
    'Balance of the header (sumBalance: main wallet plus vendor sub-wallets; a trial account sees its demo money)',
  query: z.object({}),
  value: z.object({ sumBalance: Money }),
});

export const getMerchantWallet = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/relay/GCS_merchantWallet',
  tag,
  token: true,
  cached: true,
  summary:
    'Whether the brand runs one wallet for every game (isSingle) or a sub-wallet per vendor that players transfer into',
  query: z.object({}),
  value: z.object({ isSingle: z.boolean() }),
});

export const WalletBalances = /* @__PURE__ */ z.object({
  sumBalance: Money,
  main: Money,
  /** Bonus money not yet released to the main wallet. */
  bonus: Money,
  /** Held by withdrawals waiting for the operator. */
  held: Money,
  isSingle: z.boolean(),
  /** One entry per vendor the brand runs (empty when isSingle). */
  vendors: z.array(z.object({ vassalage: z.string(), name: z.string(), balance: Money })),
});

export const getWallets = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/v2/wallets',
  tag,
  refuseTrial: true,
  summary: 'Every wallet of the player: main, bonus, held and each vendor sub-wallet',
  query: z.object({}),
  value: WalletBalances,
});

export const walletTransfer = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  tag,
  refuseTrial: true,
  summary:
    'Moves money between the main wallet and a vendor sub-wallet (transfer-wallet brands); requestId makes it idempotent',
  body: z.strictObject({
    from: WalletName,
    to: WalletName,
    amount: Amount,
    requestId: RequestId,
  }),
  value: WalletBalances,
});

export const recallWallet = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/v2/wallets/recall',
  tag,
  refuseTrial: true,
  summary:
    'Moves the whole balance of a vendor sub-wallet back to the main wallet (a player leaving a transfer-wallet game); requestId makes it idempotent',
  body: z.strictObject({ vassalage: WalletName, requestId: RequestId }),
  value: WalletBalances,
});

/** What a money request answers: the ledger transaction and the main balance after it. */
export const MoneyMoved = /* @__PURE__ */ z.object({
  transactionId: z.string(),
  balance: Money,
});

export const transferToUpline = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/member/transfer/upline',
  tag,
  refuseTrial: true,
  encrypted: true,
  summary: 'Moves money from the main wallet to the agent the player registered under',
  body: z.strictObject({
    amount: Amount,
    paymentPassword: text(64, 1),
    requestId: RequestId,
  }),
  value: MoneyMoved,
});

export const transferToDownline = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/agent/transfer/downline',
  tag,
  agentOnly: true,
  encrypted: true,
  summary: "An agent moves money from its main wallet to a direct downline's main wallet",
  body: z.strictObject({
    account: text(64, 1),
    amount: Amount,
    paymentPassword: text(64, 1),
    requestId: RequestId,
  }),
  value: MoneyMoved,
});
