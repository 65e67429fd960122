import { sql } from 'drizzle-orm';

/**
 * The ledger as other modules may read it (docs/architecture.md "Tables"): each entry with
 * its account and transaction, `FROM ${entriesView} e` — e.id, e.created_at, e.amount,
 * e.balance_after, e.member_id, e.kind, e.vendor, e.tx_id, e.type, e.reference, e.remark,
 * e.meta. PostgreSQL flattens the subquery, so filters reach the tables' indexes.
 */
export const entriesView = sql`(SELECT e.id, e.created_at, e.amount, e.balance_after,
    a.member_id, a.kind, a.vendor, t.id AS tx_id, t.type, t.reference, t.remark, t.meta
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
