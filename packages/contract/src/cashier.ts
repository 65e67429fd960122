import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';
import { IdText, text } from './fields.ts';
import { Amount, Money, RequestId } from './money.ts';
import { PageInfo, PageQuery, RangeQuery } from './paging.ts';

const tag = 'cashier';

export const DepositChannel = /* @__PURE__ */ z.object({
  id: z.string(),
  name: z.string(),
  /** 'SANDBOX' is the built-in test provider; operators add real ones. */
  provider: z.string(),
  min: Money,
  max: Money,
});
export type DepositChannel = z.infer<typeof DepositChannel>;

export const getDepositChannels = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/cashier/deposit/channels',
  tag,
  refuseTrial: true,
  summary: 'Deposit channels of the brand with their minimum and maximum amounts',
  query: z.object({}),
  value: z.object({ channels: z.array(DepositChannel) }),
});

export const DEPOSIT_STATUSES = ['PENDING', 'PAID', 'FAILED'] as const;

export const Deposit = /* @__PURE__ */ z.object({
  orderNo: z.string(),
  channelId: z.string(),
  amount: Money,
  status: z.enum(DEPOSIT_STATUSES),
  createdAt: z.string(),
  paidAt: z.nullable(z.string()),
  /** The provider's hosted pay page; the player finishes the payment there. */
  payUrl: z.nullable(z.string()),
});
export type Deposit = z.infer<typeof Deposit>;

export const createDeposit = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/cashier/deposit',
  tag,
  refuseTrial: true,
  summary:
    'Opens a deposit order on a channel and returns the pay page; the balance moves when the provider confirms',
  body: z.strictObject({ channelId: text(64, 1), amount: Amount, requestId: RequestId }),
  value: Deposit,
});

export const listDeposits = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/cashier/deposits',
  tag,
  refuseTrial: true,
  summary: 'The player’s deposit orders, newest first',
  query: z.object({ ...PageQuery, ...RangeQuery, status: z.optional(z.enum(DEPOSIT_STATUSES)) }),
  value: z.object({ list: z.array(Deposit), ...PageInfo }),
});

export const sandboxDepositCallback = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/cashier/deposit/callback/sandbox',
  tag,
  summary:
    'Called by the sandbox payment provider (server to server): HMAC-SHA256 of the raw body in X-Signature; credits the deposit exactly once',
  body: z.strictObject({
    orderNo: text(64, 1),
    amount: Money,
    status: z.enum(['PAID', 'FAILED']),
    providerRef: text(128, 1),
  }),
  value: z.object({ orderNo: z.string(), status: z.enum(DEPOSIT_STATUSES) }),
});

export const WITHDRAW_ACCOUNT_TYPES = ['BANK', 'EWALLET'] as const;

export const WithdrawAccount = /* @__PURE__ */ z.object({
  id: z.string(),
  type: z.enum(WITHDRAW_ACCOUNT_TYPES),
  /** Bank name or e-wallet provider. */
  institution: z.string(),
  accountName: z.string(),
  /** Masked: only the last four characters show. */
  accountNumber: z.string(),
});
export type WithdrawAccount = z.infer<typeof WithdrawAccount>;

export const listWithdrawAccounts = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/cashier/withdraw/accounts',
  tag,
  refuseTrial: true,
  summary: 'Bank and e-wallet accounts the player bound for withdrawals',
  query: z.object({}),
  value: z.object({ accounts: z.array(WithdrawAccount) }),
});

export const bindWithdrawAccount = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/cashier/withdraw/accounts',
  tag,
  refuseTrial: true,
  encrypted: true,
  summary: 'Binds a bank or e-wallet account for withdrawals, proved with the payment password',
  body: z.strictObject({
    type: z.enum(WITHDRAW_ACCOUNT_TYPES),
    institution: text(64, 1),
    accountName: text(128, 1),
    accountNumber: z.string().check(z.regex(/^[A-Za-z0-9 -]{4,34}$/, '4 to 34 letters or digits')),
    paymentPassword: text(64, 1),
  }),
  value: WithdrawAccount,
});

export const getWithdrawInfo = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/cashier/withdraw/info',
  tag,
  refuseTrial: true,
  summary:
    'What a withdrawal may be now: limits, the turnover still to play, the withdrawable balance and bound accounts',
  query: z.object({}),
  value: z.object({
    min: Money,
    max: Money,
    balance: Money,
    turnoverRequired: Money,
    turnoverDone: Money,
    /** How much more must be wagered before a withdrawal is allowed (0 when none). */
    turnoverRemaining: Money,
    /** The part of it active bonuses need; giving them up in bonus details drops it. */
    bonusTurnoverRemaining: Money,
    hasPaymentPassword: z.boolean(),
    autoConfirmMinutes: z.int(),
    accounts: z.array(WithdrawAccount),
  }),
});

export const WITHDRAWAL_STATUSES = [
  /** Held, waiting for the operator. */
  'PENDING',
  'REJECTED',
  /** Paid out; waiting for the player to confirm receipt. */
  'PAID',
  'RECEIVED',
  'NOT_RECEIVED',
  'PARTIAL',
  /** The operator returned the money after a NOT_RECEIVED or PARTIAL answer. */
  'REFUNDED',
  /** The operator held to the payout after a dispute (no refund). */
  'FORCED',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const Withdrawal = /* @__PURE__ */ z.object({
  orderNo: z.string(),
  amount: Money,
  status: z.enum(WITHDRAWAL_STATUSES),
  account: WithdrawAccount,
  createdAt: z.string(),
  paidAt: z.nullable(z.string()),
  /** When an unanswered payout counts as received. */
  autoConfirmAt: z.nullable(z.string()),
  receivedAmount: z.nullable(Money),
  remainingAmount: z.nullable(Money),
  remark: z.nullable(z.string()),
});
export type Withdrawal = z.infer<typeof Withdrawal>;

export const requestWithdrawal = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/cashier/withdraw',
  tag,
  refuseTrial: true,
  encrypted: true,
  summary:
    'Requests a withdrawal to a bound account: limits and turnover checked, the amount held until the operator decides',
  body: z.strictObject({
    accountId: IdText,
    amount: Amount,
    paymentPassword: text(64, 1),
    requestId: RequestId,
  }),
  value: Withdrawal,
});

export const listWithdrawals = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/cashier/withdrawals',
  tag,
  refuseTrial: true,
  summary: 'The player’s withdrawals, newest first',
  query: z.object({
    ...PageQuery,
    ...RangeQuery,
    status: z.optional(z.enum(WITHDRAWAL_STATUSES)),
  }),
  value: z.object({ list: z.array(Withdrawal), ...PageInfo }),
});

/** Proof of a payout that did not arrive: a png or jpg of at most 5 MB (product §9). */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_TYPES = ['image/png', 'image/jpeg'] as const;

export const confirmWithdrawal = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/cashier/withdraw/confirm',
  tag,
  refuseTrial: true,
  summary:
    'The player answers a payout: received, not received (with a proof image) or partly received (received and remaining amounts)',
  body: z.strictObject({
    orderNo: text(64, 1),
    result: z.enum(['RECEIVED', 'NOT_RECEIVED', 'PARTIAL']),
    receivedAmount: z.optional(Money),
    remainingAmount: z.optional(Money),
    proof: z.optional(
      z.strictObject({
        type: z.enum(PROOF_TYPES),
        /** Base64 of the image bytes, at most PROOF_MAX_BYTES once decoded. */
        data: z.string().check(z.maxLength(Math.ceil(PROOF_MAX_BYTES / 3) * 4)),
      }),
    ),
  }),
  value: Withdrawal,
});
