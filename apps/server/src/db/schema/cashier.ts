import type { PROOF_TYPES } from '@gamehall/contract';
import { bigint, bigserial, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, when } from './columns.ts';
import { ledgerTransactions } from './ledger.ts';
import { members } from './member.ts';

/** Deposit orders: PENDING until the provider's signed callback marks them PAID (once). */
export const deposits = pgTable(
  'deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    channelId: text('channel_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('PENDING'),
    requestId: text('request_id').notNull(),
    requestHash: text('request_hash').notNull(),
    providerRef: text('provider_ref'),
    ledgerTxId: bigint('ledger_tx_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    createdAt: at('created_at'),
    paidAt: when('paid_at'),
  },
  (t) => [
    uniqueIndex('deposits_request_uq').on(t.memberId, t.requestId),
    index('deposits_member_idx').on(t.memberId, t.createdAt),
    // The console's cash figures by the day money arrived.
    index('deposits_paid_idx').on(t.paidAt),
  ],
);

/** Bank and e-wallet accounts a player bound for withdrawals. */
export const withdrawAccounts = pgTable(
  'withdraw_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    type: text('type').notNull(),
    institution: text('institution').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    createdAt: at('created_at'),
  },
  (t) => [uniqueIndex('withdraw_accounts_uq').on(t.memberId, t.type, t.accountNumber)],
);

/**
 * Withdrawals: PENDING (held) → REJECTED, or PAID → RECEIVED / NOT_RECEIVED / PARTIAL
 * (player) → REFUNDED / FORCED (operator). An unanswered PAID counts as RECEIVED after
 * auto_confirm_at.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => withdrawAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('PENDING'),
    requestId: text('request_id').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: at('created_at'),
    decidedAt: when('decided_at'),
    paidAt: when('paid_at'),
    autoConfirmAt: when('auto_confirm_at'),
    answeredAt: when('answered_at'),
    receivedAmount: bigint('received_amount', { mode: 'bigint' }),
    remainingAmount: bigint('remaining_amount', { mode: 'bigint' }),
    /** One of the contract's PROOF_TYPES, checked by content when the proof arrived. */
    proofMime: text('proof_mime').$type<(typeof PROOF_TYPES)[number]>(),
    /** Base64 of the proof image (at most 5 MB decoded). */
    proofData: text('proof_data'),
    remark: text('remark'),
  },
  (t) => [
    uniqueIndex('withdrawals_request_uq').on(t.memberId, t.requestId),
    index('withdrawals_member_idx').on(t.memberId, t.createdAt),
    index('withdrawals_paid_idx').on(t.paidAt),
    index('withdrawals_status_idx').on(t.status, t.autoConfirmAt),
  ],
);

/** Signing secret per payment provider: callbacks carry an HMAC-SHA256 made with it. */
export const paymentProviderKeys = pgTable('payment_provider_keys', {
  provider: text('provider').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: at('created_at'),
});
