import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { memberTransactions } from './member-days.ts';

export interface LedgerProblem {
  kind: string;
  detail: string;
}

export interface LedgerReport {
  ok: boolean;
  transactions: number;
  accounts: number;
  problems: LedgerProblem[];
}

/** A check names its problem and finds the rows that break it (at most 100 shown). */
export interface BooksCheck {
  kind: string;
  query: SQL;
  describe: (r: Record<string, unknown>) => string;
}

const checks: BooksCheck[] = [
  {
    kind: 'UNBALANCED_TRANSACTION',
    query: sql`SELECT tx_id, sum(amount) AS total FROM ledger_entries
      GROUP BY tx_id HAVING sum(amount) <> 0 ORDER BY tx_id LIMIT 100`,
    describe: (r) => `transaction ${r.tx_id} sums to ${r.total}, not 0`,
  },
  {
    kind: 'TRANSACTION_WITHOUT_ENTRIES',
    query: sql`SELECT t.id FROM ledger_transactions t
      WHERE (SELECT count(*) FROM ledger_entries e WHERE e.tx_id = t.id) < 2
      ORDER BY t.id LIMIT 100`,
    describe: (r) => `transaction ${r.id} has fewer than two entries`,
  },
  {
    kind: 'BALANCE_DIFFERS_FROM_ENTRIES',
    query: sql`SELECT a.id, a.balance, coalesce(s.total, 0) AS total FROM ledger_accounts a
      LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_entries GROUP BY account_id) s
        ON s.account_id = a.id
      WHERE a.balance <> coalesce(s.total, 0) ORDER BY a.id LIMIT 100`,
    describe: (r) => `account ${r.id} holds ${r.balance} but its entries sum to ${r.total}`,
  },
  {
    kind: 'RUNNING_BALANCE_BROKEN',
    query: sql`SELECT id, account_id, balance_after, running FROM (
        SELECT id, account_id, balance_after,
          sum(amount) OVER (PARTITION BY account_id ORDER BY id) AS running
        FROM ledger_entries) x
      WHERE balance_after <> running ORDER BY id LIMIT 100`,
    describe: (r) =>
      `entry ${r.id} of account ${r.account_id} says ${r.balance_after} after it; the entries before it sum to ${r.running}`,
  },
  {
    kind: 'NEGATIVE_PLAYER_BALANCE',
    query: sql`SELECT id, member_id, kind, balance FROM ledger_accounts
      WHERE member_id IS NOT NULL AND balance < 0 ORDER BY id LIMIT 100`,
    describe: (r) => `member ${r.member_id} ${r.kind} account ${r.id} is at ${r.balance}`,
  },
  {
    kind: 'DAY_FIGURES_DIFFER',
    // Days are not compared (the brand's zone may have changed since): per member and type.
    query: sql`SELECT coalesce(d.member_id, x.member_id) AS member_id, coalesce(d.type, x.type) AS type,
        d.count AS day_count, d.amount AS day_amount, x.count, x.amount
      FROM (SELECT member_id, type, sum(count) AS count, sum(amount) AS amount
        FROM ledger_member_days GROUP BY member_id, type) d
      FULL JOIN (SELECT t.member_id, t.type, count(*) AS count, sum(t.net) AS amount
        FROM ${memberTransactions} t GROUP BY t.member_id, t.type) x
        ON x.member_id = d.member_id AND x.type = d.type
      WHERE d.count IS DISTINCT FROM x.count OR d.amount IS DISTINCT FROM x.amount
      ORDER BY 1, 2 LIMIT 100`,
    describe: (r) =>
      `member ${r.member_id}'s day figures of ${r.type} say ${r.day_count} for ${r.day_amount}; its transactions are ${r.count} for ${r.amount}`,
  },
  {
    kind: 'MONEY_NOT_CONSERVED',
    query: sql`SELECT sum(balance) AS total FROM ledger_accounts HAVING sum(balance) <> 0`,
    describe: (r) => `all balances together come to ${r.total}, not 0`,
  },
];

/**
 * The ledger's invariants over the whole database (docs/architecture.md "Money"): each transaction
 * sums to zero, each balance equals its entries, no player balance is negative, all
 * money is conserved and the members' day figures add up to their transactions; `more`
 * adds the checks of the modules that move money through it (the cashier's:
 * cashier/invariants.ts). Runs in one repeatable-read snapshot when given a transaction,
 * so writers in flight cannot produce a false alarm.
 */
export async function checkLedger(q: Queryable, more: BooksCheck[] = []): Promise<LedgerReport> {
  const problems: LedgerProblem[] = [];
  for (const c of [...checks, ...more]) {
    for (const row of rowsOf(await q.execute(c.query))) {
      problems.push({ kind: c.kind, detail: c.describe(row) });
    }
  }
  const [counts] = rowsOf<{ t: string; a: string }>(
    await q.execute(sql`SELECT (SELECT count(*) FROM ledger_transactions) AS t,
      (SELECT count(*) FROM ledger_accounts) AS a`),
  );
  return {
    ok: problems.length === 0,
    transactions: Number(counts?.t ?? 0),
    accounts: Number(counts?.a ?? 0),
    problems,
  };
}
