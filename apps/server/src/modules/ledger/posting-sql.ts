import { type SQL, sql } from 'drizzle-orm';
import { brandDayOf } from '../../settings/brand-day.ts';
import { type AccountRef, isSystem } from './accounts.ts';

/** One account change of a posting, in the global lock order. */
export interface Step {
  id: number;
  ref: AccountRef;
  amount: bigint;
  /** A player debit: the balance must cover it. */
  guarded: boolean;
}

export interface PostingRow {
  idemKey: string;
  requestHash: string;
  type: string;
  memberId: number | null;
  reference: string | null;
  remark: string | null;
  meta: Record<string, string | number> | null;
  /** The net change of the member's own accounts (its day figures; ledger_member_days). */
  memberNet: bigint;
}

/** The account `id` is, checked against what the caller believes it to be. */
function isAccount(id: number, ref: AccountRef): SQL {
  return isSystem(ref)
    ? sql`id = ${id}::bigint AND member_id IS NULL AND kind = ${ref.kind}::text AND shard = ${ref.shard}::smallint`
    : sql`id = ${id}::bigint AND member_id = ${ref.memberId}::bigint AND kind = ${ref.kind}::text AND vendor = ${ref.vendor}::text`;
}

/**
 * The whole posting as ONE statement, so it costs one round trip and the house shard's
 * row lock is held only for the rest of this statement and the COMMIT. Its parts run in
 * a fixed order, each waiting for the one before through an uncorrelated
 * `EXISTS (SELECT 1 FROM previous)`, which PostgreSQL evaluates once, before the part
 * scans anything (a "one-time filter"):
 *
 *   known   every account id denotes the account the caller means (ids are cached, and a
 *           cached id may belong to an uncommitted or rolled-back creation): else nothing
 *           happens and `known` is false;
 *   k       claims the idempotency key: empty when the key was used before (after waiting
 *           for a transaction that holds the same key in flight);
 *   s0…sN   change the accounts in the global lock order, a player debit only where the
 *           balance covers it (a refused step stops the ones after it);
 *   e       writes the entries with the balance after each;
 *   d       adds the transaction to its member's figures of the brand's day (when it has
 *           a member).
 *
 * The answer row: known, tx_id (null: key taken) and b0…bN (the balance after each step;
 * null from the first refused step on).
 */
export function postingStatement(row: PostingRow, steps: Step[]): SQL {
  const meta = row.meta === null ? null : JSON.stringify(row.meta);
  const known = sql.join(
    steps.map((s) => sql`EXISTS (SELECT 1 FROM ledger_accounts WHERE ${isAccount(s.id, s.ref)})`),
    sql` AND `,
  );
  const changes = steps.map((s, i) => {
    const after = i === 0 ? sql`k` : sql.raw(`s${i - 1}`);
    const guard = s.guarded ? sql` AND balance >= ${String(-s.amount)}::bigint` : sql``;
    return sql`, ${sql.raw(`s${i}`)} AS (
      UPDATE ledger_accounts SET balance = balance + ${String(s.amount)}::bigint
      WHERE id = ${s.id}::bigint${guard} AND EXISTS (SELECT 1 FROM ${after})
      RETURNING id, balance, ${String(s.amount)}::bigint AS amount)`;
  });
  const changed = sql.join(
    steps.map((_, i) => sql.raw(`SELECT * FROM s${i}`)),
    sql` UNION ALL `,
  );
  const balances = sql.join(
    steps.map((_, i) => sql.raw(`(SELECT balance FROM s${i}) AS b${i}`)),
    sql`, `,
  );
  return sql`WITH known AS (SELECT ${known} AS ok),
    k AS (
      INSERT INTO ledger_transactions
        (idem_key, request_hash, type, member_id, reference, remark, meta)
      SELECT ${row.idemKey}::text, ${row.requestHash}::text, ${row.type}::text,
        ${row.memberId}::bigint, ${row.reference}::text, ${row.remark}::text, ${meta}::jsonb
      WHERE (SELECT ok FROM known)
      ON CONFLICT (idem_key) DO NOTHING
      RETURNING id)${sql.join(changes, sql``)},
    e AS (
      INSERT INTO ledger_entries (tx_id, account_id, amount, balance_after)
      SELECT k.id, s.id, s.amount, s.balance FROM k, (${changed}) s)
${memberDay(row)}
    SELECT (SELECT ok FROM known) AS known, (SELECT id FROM k) AS tx_id, ${balances}`;
}

/** The member's day figures, changed once per new transaction (nothing on a replay). */
function memberDay(row: PostingRow): SQL {
  if (row.memberId === null) return sql``;
  return sql`,
    d AS (
      INSERT INTO ledger_member_days (member_id, day, type, count, amount)
      SELECT ${row.memberId}::bigint, ${brandDayOf(sql`now()`)}, ${row.type}::text, 1,
        ${String(row.memberNet)}::bigint
      FROM k
      ON CONFLICT (member_id, day, type) DO UPDATE
      SET count = ledger_member_days.count + 1,
        amount = ledger_member_days.amount + excluded.amount)`;
}

export interface PostingResult {
  /** False when an account id was not the account meant: nothing happened. */
  known: boolean;
  /** Null when the key was used before: nothing moved. */
  txId: number | null;
  /** The balance after each step; null from the first refused step on. */
  balances: (bigint | null)[];
}

/**
 * Reads the answer row. node-postgres gives bigint columns as strings and PGlite as
 * numbers or bigints, so each goes through its string form.
 */
export function readPostingResult(row: Record<string, unknown>, steps: number): PostingResult {
  const big = (x: unknown) => (x === null || x === undefined ? null : BigInt(String(x)));
  const txId = big(row.tx_id);
  return {
    known: row.known === true || row.known === 't',
    txId: txId === null ? null : Number(txId),
    balances: Array.from({ length: steps }, (_, i) => big(row[`b${i}`])),
  };
}
