import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNotNull,
  isNull,
  lt,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { operatorAudit } from '../../db/schema/ops.ts';

/** Who an audit row names for the service key (the CLI's). */
export const SERVICE_KEY = 'service key';

interface Search {
  who?: string | undefined;
  action?: string | undefined;
  outcome?: 'ok' | 'refused' | undefined;
  from?: string | undefined;
  to?: string | undefined;
  pageNo: number;
  pageSize: number;
}

const likeText = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The operator audit, newest first, filtered as the console's search asks. */
export async function searchAudit(q: Queryable, s: Search) {
  const where: SQL[] = [];
  if (s.who === SERVICE_KEY) {
    where.push(isNotNull(operatorAudit.keyId), isNull(operatorAudit.staffAccount));
  } else if (s.who) where.push(eq(operatorAudit.staffAccount, s.who));
  if (s.action) where.push(ilike(operatorAudit.action, likeText(s.action)));
  if (s.outcome === 'ok') where.push(eq(operatorAudit.outcome, 'ok'));
  if (s.outcome === 'refused') where.push(ne(operatorAudit.outcome, 'ok'));
  if (s.from) where.push(gte(operatorAudit.at, new Date(s.from)));
  if (s.to) where.push(lt(operatorAudit.at, new Date(s.to)));
  const filter = where.length ? and(...where) : undefined;
  const [total] = await q.select({ n: count() }).from(operatorAudit).where(filter);
  const rows = await q
    .select()
    .from(operatorAudit)
    .where(filter)
    .orderBy(desc(operatorAudit.id))
    .limit(s.pageSize)
    .offset((s.pageNo - 1) * s.pageSize);
  const n = Number(total?.n ?? 0);
  return {
    entries: rows.map((r) => ({
      id: Number(r.id),
      at: r.at.toISOString(),
      who: r.staffAccount ?? (r.keyId ? SERVICE_KEY : null),
      action: r.action,
      outcome: r.outcome,
      ip: r.ip,
      payload: r.payload,
      before: r.before,
      after: r.after,
    })),
    pageNo: s.pageNo,
    totalPages: Math.ceil(n / s.pageSize),
    total: n,
  };
}

/** How long after a row was made its audit row may be written (after commit). */
const AUDIT_WINDOW_MS = 10 * 60_000;

/**
 * Who made a row through an operator call (a house contract): the staff account, or the
 * CLI's service key, on the audit row of the accepted POST whose `after` is that row. The
 * row's own history names no staff (they are not members); the audit does. The read is
 * bounded by the audit's time index to the minutes after the row was made.
 */
export async function whoMade(q: Queryable, path: string, made: { id: number; createdAt: string }) {
  const from = new Date(made.createdAt);
  const [row] = await q
    .select({ staff: operatorAudit.staffAccount, keyId: operatorAudit.keyId })
    .from(operatorAudit)
    .where(
      and(
        gte(operatorAudit.at, from),
        lt(operatorAudit.at, new Date(from.getTime() + AUDIT_WINDOW_MS)),
        eq(operatorAudit.action, `POST ${path}`),
        eq(operatorAudit.outcome, 'ok'),
        sql`${operatorAudit.after}->>'id' = ${String(made.id)}`,
      ),
    )
    .limit(1);
  if (!row) return null;
  return row.staff ?? (row.keyId ? SERVICE_KEY : null);
}
