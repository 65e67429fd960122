import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { type BooksCheck, checkLedger, heldBalancesView } from '../ledger/index.ts';

/** What the cashier adds to the ledger's invariants: its money waiting and its credits. */
export const cashierChecks: BooksCheck[] = [
  {
    kind: 'HELD_DIFFERS_FROM_PENDING_WITHDRAWALS',
    query: sql`SELECT coalesce(h.member_id, w.member_id) AS member_id,
        coalesce(h.balance, 0) AS held, coalesce(w.total, 0) AS pending
      FROM ${heldBalancesView} h
      FULL JOIN (SELECT member_id, sum(amount) AS total FROM withdrawals
        WHERE status = 'PENDING' GROUP BY member_id) w ON w.member_id = h.member_id
      WHERE coalesce(h.balance, 0) <> coalesce(w.total, 0) LIMIT 100`,
    describe: (r) =>
      `member ${r.member_id} has ${r.held} held but ${r.pending} in pending withdrawals`,
  },
  {
    kind: 'PAID_DEPOSIT_WITHOUT_CREDIT',
    query: sql`SELECT order_no FROM deposits WHERE status = 'PAID' AND ledger_tx_id IS NULL LIMIT 100`,
    describe: (r) => `deposit ${r.order_no} is PAID but never credited`,
  },
];

/**
 * The books: the ledger's invariants and the cashier's (what held money and paid deposits
 * must agree with), and those `more` adds (the points journal's), as the operator's ledger
 * check reports them.
 */
export const checkBooks = (q: Queryable, more: BooksCheck[] = []) =>
  checkLedger(q, [...cashierChecks, ...more]);
