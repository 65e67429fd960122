import * as z from 'zod/mini';
import { PROOF_TYPES, WITHDRAWAL_STATUSES, WithdrawAccount, Withdrawal } from './cashier.ts';
import { defineCall } from './define-call.ts';
import { text } from './fields.ts';
import { MAX_AMOUNT, Money, RequestId, twoPlaces } from './money.ts';
import { countQuery, PageInfo, PageQuery, RangeQuery } from './paging.ts';

/** The operator's money calls (bearer OPERATOR_KEY, audited like every /ops call). */
const tag = 'ops';

export const opsListWithdrawals = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/withdrawals',
  tag,
  staff: 'money.read',
  summary: 'Withdrawals, oldest first, optionally of one status (PENDING waits for a decision)',
  query: z.object({
    status: z.optional(z.enum(WITHDRAWAL_STATUSES)),
    limit: countQuery(500, 50),
  }),
  value: z.object({
    /** `account` is the player's; `payee` the bound account the money goes to. */
    list: z.array(
      z.object({
        ...Withdrawal.shape,
        account: z.string(),
        memberId: z.int(),
        payee: WithdrawAccount,
        /** The player sent a proof image with a dispute (opsWithdrawalProof serves it). */
        hasProof: z.boolean(),
      }),
    ),
  }),
});

export const opsWithdrawalProof = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/withdrawals/proof',
  tag,
  staff: 'money.read',
  summary:
    "The proof image a player sent when disputing a payout (base64), for the dispute's decision",
  query: z.object({ orderNo: text(64, 1) }),
  value: z.object({ type: z.enum(PROOF_TYPES), data: z.string() }),
});

const OrderRef = { orderNo: text(64, 1), remark: z.optional(text(500)) };

export const opsApproveWithdrawal = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/withdrawals/approve',
  tag,
  staff: 'money.write',
  summary:
    'Approve a pending withdrawal: the held money is paid out and the player asked to confirm',
  body: z.strictObject(OrderRef),
  value: Withdrawal,
});

export const opsRejectWithdrawal = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/withdrawals/reject',
  tag,
  staff: 'money.write',
  summary: 'Reject a pending withdrawal: the held money returns to the main wallet',
  body: z.strictObject(OrderRef),
  value: Withdrawal,
});

export const opsResolveWithdrawal = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/withdrawals/resolve',
  tag,
  staff: 'money.write',
  summary:
    'Settle a NOT_RECEIVED or PARTIAL answer: REFUND returns the missing amount, FORCE holds to the payout',
  body: z.strictObject({ ...OrderRef, action: z.enum(['REFUND', 'FORCE']) }),
  value: Withdrawal,
});

export const opsAdjustBalance = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/members/adjust',
  tag,
  staff: 'money.write',
  summary:
    'Credit (positive) or debit (negative) a player’s main or bonus wallet against the house, with a reason; bonus credits add turnover',
  body: z.strictObject({
    account: text(64, 1),
    wallet: z.enum(['MAIN', 'BONUS']),
    amount: z.number().check(
      z.minimum(-MAX_AMOUNT),
      z.maximum(MAX_AMOUNT),
      z.refine((n) => n !== 0, 'not zero'),
      twoPlaces,
    ),
    remark: text(500, 1),
    /** Extra wagering the credit requires before a withdrawal (bonus: defaults to the brand's multiple). */
    turnover: z.optional(Money),
    requestId: RequestId,
  }),
  value: z.object({ transactionId: z.string(), balance: Money }),
});

export const LedgerProblem = /* @__PURE__ */ z.object({ kind: z.string(), detail: z.string() });

export const opsCheckLedger = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/ledger/check',
  tag,
  staff: 'system.read',
  summary:
    'Checks the ledger invariants over the whole database: transactions sum to zero, balances equal their entries, no player balance below zero',
  query: z.object({}),
  value: z.object({
    ok: z.boolean(),
    transactions: z.int(),
    accounts: z.int(),
    problems: z.array(LedgerProblem),
  }),
});

export const opsVendorKey = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/vendors/key',
  tag,
  staff: 'games.secrets',
  summary:
    'The seamless-wallet signing secret of a vendor, to configure on the vendor’s side (HMAC-SHA256 of the raw body in X-Signature)',
  query: z.object({ vendor: z.string().check(z.regex(/^[A-Za-z0-9_]{1,32}$/, 'a vendor code')) }),
  value: z.object({ vendor: z.string(), secret: z.string() }),
});

export const HELD_WIN_STATUSES = ['PENDING', 'RELEASED', 'REJECTED'] as const;

export const HeldWin = /* @__PURE__ */ z.object({
  id: z.int(),
  vendor: z.string(),
  transactionId: z.string(),
  roundId: z.string(),
  account: z.string(),
  gameCode: z.string(),
  amount: Money,
  /** The round's stake when the win arrived. */
  stake: Money,
  status: z.enum(HELD_WIN_STATUSES),
  remark: z.nullable(z.string()),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});

export const opsListHeldWins = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/wins',
  tag,
  staff: 'money.read',
  summary:
    'Vendor wins above the brand’s cap (money.winCapMultiple × the round’s stake), oldest first: nothing was paid until released',
  query: z.object({
    status: z.optional(z.enum(HELD_WIN_STATUSES)),
    limit: countQuery(500, 50),
  }),
  value: z.object({ list: z.array(HeldWin) }),
});

const HeldWinRef = {
  id: z.int().check(z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER)),
  remark: z.optional(text(500)),
};

export const opsReleaseWin = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/wins/release',
  tag,
  staff: 'money.write',
  summary: 'Pay a held win into the wallet it was meant for (once; a decided win is a 409)',
  body: z.strictObject(HeldWinRef),
  value: HeldWin,
});

export const opsRejectWin = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/wins/reject',
  tag,
  staff: 'money.write',
  summary: 'Refuse a held win for good: nothing is paid (a decided win is a 409)',
  body: z.strictObject(HeldWinRef),
  value: HeldWin,
});

export const opsListDeposits = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/deposits',
  tag,
  staff: 'money.read',
  summary: 'Deposit orders, newest first: by status, by player, within a range of their creation',
  query: z.object({
    status: z.optional(z.enum(['PENDING', 'PAID', 'FAILED'])),
    account: z.optional(text(64, 1)),
    ...RangeQuery,
    ...PageQuery,
  }),
  value: z.object({
    list: z.array(
      z.object({
        orderNo: z.string(),
        account: z.string(),
        channelId: z.string(),
        amount: Money,
        status: z.enum(['PENDING', 'PAID', 'FAILED']),
        createdAt: z.string(),
        paidAt: z.nullable(z.string()),
      }),
    ),
    ...PageInfo,
  }),
});
