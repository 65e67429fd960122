import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { brandDayOf } from '../../settings/brand-day.ts';
import { accountIds } from './account-ids.ts';
import { type AccountRef, isSystem, lockOrder } from './accounts.ts';
import { type Posting, postingRow } from './post.ts';

/**
 * Locks the accounts in the order given (the global lock order: row locks are taken as the
 * sorted rows come out) and answers whether each id is the account its ref names.
 */
async function lockAccounts(tx: Tx, ids: number[], refs: AccountRef[]) {
  const rows = rowsOf<{
    id: unknown;
    member_id: unknown;
    kind: string;
    vendor: string;
    shard: unknown;
  }>(
    await tx.execute(sql`SELECT a.id, a.member_id, a.kind, a.vendor, a.shard
      FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) WITH ORDINALITY o(id, n)
      JOIN ledger_accounts a ON a.id = o.id::bigint
      ORDER BY o.n FOR UPDATE OF a`),
  );
  return (
    rows.length === refs.length &&
    rows.every((r, i) => {
      const ref = refs[i] as AccountRef;
      if (Number(r.id) !== ids[i] || r.kind !== ref.kind) return false;
      return isSystem(ref)
        ? r.member_id === null && Number(r.shard) === ref.shard
        : Number(r.member_id) === ref.memberId && r.vendor === ref.vendor;
    })
  );
}

/**
 * Posts many transactions in one statement, for settlements of thousands of wins at once
 * (decision 031), where `post` would cost a round trip each. Only postings that debit no
 * player are taken (wins, refunds: a player's balance only grows, so there is nothing to
 * refuse); each key must be new — the caller guards its postings by its own rows' states
 * in the same transaction, so a key already used is a bug and throws.
 *
 * The accounts are locked first, in the global lock order, as `post` locks them; then one
 * statement writes the transactions, adds each account's total to its balance, writes the
 * entries in posting order with each one's balance after (a running sum per account), and
 * adds the transactions to their members' day figures. Answers how many it posted.
 */
export async function postMany(tx: Tx, postings: readonly Posting[]): Promise<number> {
  if (postings.length === 0) return 0;
  const rows = postings.map((p) => {
    if (p.entries.some((e) => !isSystem(e.ref) && e.amount < 0n)) {
      throw new Error(`postMany takes no player debits (${p.key})`);
    }
    return postingRow(p);
  });
  const refs = new Map<string, AccountRef>();
  for (const { ordered } of rows) for (const e of ordered) refs.set(lockOrder(e.ref), e.ref);
  const keys = [...refs.keys()].sort();
  const ordered = keys.map((k) => refs.get(k) as AccountRef);
  let ids = await accountIds(tx, ordered);
  // A remembered id may be wrong for this transaction (account-ids.ts): the lock reads
  // each account back, and a mismatch looks them all up afresh.
  if (!(await lockAccounts(tx, ids, ordered))) {
    ids = await accountIds(tx, ordered, true);
    if (!(await lockAccounts(tx, ids, ordered))) throw new Error('postMany: accounts not found');
  }
  const idOf = new Map(keys.map((k, i) => [k, ids[i] as number]));
  const txs = JSON.stringify(
    rows.map(({ row }, ord) => ({
      ord,
      key: row.idemKey,
      hash: row.requestHash,
      type: row.type,
      member: row.memberId,
      reference: row.reference,
      remark: row.remark,
      meta: row.meta,
      net: String(row.memberNet),
    })),
  );
  const entries = JSON.stringify(
    rows.flatMap(({ ordered }, ord) =>
      ordered.map((e) => [ord, idOf.get(lockOrder(e.ref)), String(e.amount)]),
    ),
  );
  const [made] = rowsOf<{ n: unknown }>(
    await tx.execute(sql`WITH p AS (
        SELECT (x->>'ord')::int AS ord, x->>'key' AS idem_key, x->>'hash' AS request_hash,
          x->>'type' AS type, (x->>'member')::bigint AS member_id, x->>'reference' AS reference,
          x->>'remark' AS remark, nullif(x->'meta', 'null'::jsonb) AS meta, (x->>'net')::bigint AS net
        FROM jsonb_array_elements(${txs}::jsonb) x),
      k AS (
        INSERT INTO ledger_transactions (idem_key, request_hash, type, member_id, reference, remark, meta)
        SELECT idem_key, request_hash, type, member_id, reference, remark, meta FROM p ORDER BY ord
        ON CONFLICT (idem_key) DO NOTHING
        RETURNING id, idem_key),
      e AS (
        SELECT (y->>0)::int AS ord, (y->>1)::bigint AS account_id, (y->>2)::bigint AS amount
        FROM jsonb_array_elements(${entries}::jsonb) y),
      ek AS (
        SELECT k.id AS tx_id, p.ord, e.account_id, e.amount
        FROM k JOIN p ON p.idem_key = k.idem_key JOIN e ON e.ord = p.ord),
      tot AS (SELECT account_id, sum(amount) AS total FROM ek GROUP BY account_id),
      u AS (
        UPDATE ledger_accounts a SET balance = a.balance + tot.total FROM tot
        WHERE a.id = tot.account_id
        RETURNING a.id, a.balance - tot.total AS before),
      ins AS (
        INSERT INTO ledger_entries (tx_id, account_id, amount, balance_after)
        SELECT ek.tx_id, ek.account_id, ek.amount,
          u.before + sum(ek.amount) OVER (PARTITION BY ek.account_id ORDER BY ek.ord)
        FROM ek JOIN u ON u.id = ek.account_id
        ORDER BY ek.ord, ek.account_id),
      d AS (
        INSERT INTO ledger_member_days (member_id, day, type, count, amount)
        SELECT p.member_id, ${brandDayOf(sql`now()`)}, p.type, count(*), sum(p.net)
        FROM p JOIN k ON k.idem_key = p.idem_key WHERE p.member_id IS NOT NULL
        GROUP BY p.member_id, p.type ORDER BY p.member_id, p.type
        ON CONFLICT (member_id, day, type) DO UPDATE
        SET count = ledger_member_days.count + excluded.count,
          amount = ledger_member_days.amount + excluded.amount)
      SELECT count(*) AS n FROM k`),
  );
  const n = Number(made?.n ?? 0);
  if (n !== postings.length) {
    throw new Error(`postMany: ${postings.length - n} of ${postings.length} keys were used before`);
  }
  return n;
}
