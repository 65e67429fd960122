import { REWARD_TX_TYPES } from '@gamehall/contract';
import { sql } from 'drizzle-orm';

/**
 * The ledger as other modules may read it (docs/architecture.md "Tables"): each entry with
 * its account and transaction, `FROM ${entriesView} e` — e.id, e.created_at, e.amount,
 * e.balance_after, e.member_id (the account's member), e.kind, e.vendor, e.tx_id, e.type,
 * e.reference, e.remark, e.meta, and the transaction's own e.tx_member_id (the member it
 * belongs to) and e.tx_created_at (the same instant as the entry's). PostgreSQL flattens the
 * subquery, so filters reach the tables' indexes: on e.tx_member_id and e.tx_created_at,
 * the transactions' (member_id, created_at) index — a team's window of the ledger is read
 * member by member, not scanned out of the whole.
 */
export const entriesView = sql`(SELECT e.id, e.created_at, e.amount, e.balance_after,
    a.member_id, a.kind, a.vendor, t.id AS tx_id, t.type, t.reference, t.remark, t.meta,
    t.member_id AS tx_member_id, t.created_at AS tx_created_at
  FROM ledger_entries e
  JOIN ledger_accounts a ON a.id = e.account_id
  JOIN ledger_transactions t ON t.id = e.tx_id)`;

/**
 * Each player's HELD pot (money taken out of play for a withdrawal awaiting its decision),
 * for the cashier's check that it matches the withdrawals waiting.
 */
export const heldBalancesView = sql`(SELECT member_id, balance FROM ledger_accounts
  WHERE kind = 'HELD')`;

/**
 * Each member's money by the brand's day and transaction type (`ledger_member_days`):
 * member_id, day, type, count, amount (the net change of the member's own accounts).
 */
export const memberDaysView = sql`(SELECT member_id, day, type, count, amount
  FROM ledger_member_days)`;

/** Each player's main wallet balance (member_id, balance). */
export const mainBalancesView = sql`(SELECT member_id, balance FROM ledger_accounts
  WHERE kind = 'MAIN' AND vendor = '')`;

/**
 * The reward transaction types (contract REWARD_TX_TYPES) as an SQL list of constants, for
 * `type IN (${rewardTypes})`: a literal list the planner reads like any other.
 */
export const rewardTypes = sql.raw(REWARD_TX_TYPES.map((t) => `'${t}'`).join(', '));
