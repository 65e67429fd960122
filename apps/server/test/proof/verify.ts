import { sql } from 'drizzle-orm';
import type { Queryable } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/rows.ts';
import { checkBooks } from '../../src/modules/cashier/index.ts';
import type { Acks, Model } from './workload.ts';

async function present(q: Queryable, query: ReturnType<typeof sql>, keys: string[]) {
  if (keys.length === 0) return [];
  const found = new Set(rowsOf<{ k: string }>(await q.execute(query)).map((r) => r.k));
  return keys.filter((k) => !found.has(k));
}

/** Acknowledged operations that are not in the database (must be none). */
export async function missingAcks(q: Queryable, acks: Acks): Promise<string[]> {
  const missing: string[] = [];
  const depositKeys = acks.deposits;
  for (const k of await present(
    q,
    sql`SELECT order_no AS k FROM deposits WHERE status = 'PAID' AND ledger_tx_id IS NOT NULL`,
    depositKeys,
  ))
    missing.push(`deposit ${k}`);
  const providerKeys = [...acks.bets, ...acks.wins].map((b) => `provider:${b.vendor}:${b.txId}`);
  const wins0 = new Set(acks.wins.map((w) => `provider:${w.vendor}:${w.txId}`));
  for (const k of await present(
    q,
    sql`SELECT idem_key AS k FROM ledger_transactions WHERE idem_key LIKE 'provider:%'`,
    providerKeys,
  )) {
    // A win of 0 moves nothing, so it has no ledger transaction: its provider row proves it.
    if (!wins0.has(k)) missing.push(`provider call ${k}`);
  }
  for (const k of await present(
    q,
    sql`SELECT vendor || ':' || vendor_tx_id AS k FROM provider_transactions`,
    [...acks.bets, ...acks.wins].map((b) => `${b.vendor}:${b.txId}`),
  ))
    missing.push(`provider row ${k}`);
  for (const k of await present(
    q,
    sql`SELECT idem_key AS k FROM ledger_transactions WHERE type = 'TRANSFER'`,
    acks.transfers.map((t) => `member:${t.memberId}:${t.requestId}`),
  ))
    missing.push(`transfer ${k}`);
  for (const k of await present(
    q,
    sql`SELECT order_no AS k FROM withdrawals`,
    acks.withdrawals.map((w) => w.orderNo),
  ))
    missing.push(`withdrawal ${k}`);
  for (const k of await present(
    q,
    sql`SELECT order_no AS k FROM withdrawals WHERE status <> 'PENDING'`,
    acks.approvals,
  ))
    missing.push(`approval ${k}`);
  return missing;
}

/** Players whose balances differ from what the acknowledged operations add up to. */
export async function balancesOffModel(q: Queryable, model: Model): Promise<string[]> {
  const rows = rowsOf<{ member_id: string; kind: string; vendor: string; balance: string }>(
    await q.execute(
      sql`SELECT member_id, kind, vendor, balance FROM ledger_accounts WHERE member_id IS NOT NULL`,
    ),
  );
  const actual = new Map<string, bigint>();
  for (const r of rows) {
    actual.set(`${r.member_id}:${r.kind === 'VENDOR' ? r.vendor : r.kind}`, BigInt(r.balance));
  }
  const off: string[] = [];
  for (const [id, wallets] of model) {
    for (const [wallet, expected] of wallets) {
      const got = actual.get(`${id}:${wallet}`) ?? 0n;
      if (got !== expected)
        off.push(`member ${id} ${wallet}: ${got} in the ledger, ${expected} acknowledged`);
    }
  }
  return off;
}

export async function ledgerProblems(q: Queryable) {
  return (await checkBooks(q)).problems.map((p) => `${p.kind}: ${p.detail}`);
}
