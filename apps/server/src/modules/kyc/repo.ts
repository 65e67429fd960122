import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { kycDocuments } from '../../db/schema/kyc.ts';

/** A document's row without its bytes. */
const facts = {
  id: kycDocuments.id,
  memberId: kycDocuments.memberId,
  kind: kycDocuments.kind,
  status: kycDocuments.status,
  mime: kycDocuments.mime,
  name: kycDocuments.name,
  size: kycDocuments.size,
  uploadedAt: kycDocuments.uploadedAt,
  reviewedAt: kycDocuments.reviewedAt,
  reason: kycDocuments.reason,
};

export const documentsOf = (q: Queryable, memberId: number) =>
  q
    .select(facts)
    .from(kycDocuments)
    .where(eq(kycDocuments.memberId, memberId))
    .orderBy(desc(kycDocuments.id));

export type KycRow = Awaited<ReturnType<typeof documentsOf>>[number];

export async function countPending(q: Queryable, memberId: number) {
  const [row] = await q
    .select({ n: count() })
    .from(kycDocuments)
    .where(and(eq(kycDocuments.memberId, memberId), eq(kycDocuments.status, 'PENDING')));
  return row?.n ?? 0;
}

export async function insertDocument(q: Queryable, row: typeof kycDocuments.$inferInsert) {
  await q.insert(kycDocuments).values(row);
}

export async function fileOf(q: Queryable, id: number) {
  const [row] = await q
    .select({
      memberId: kycDocuments.memberId,
      mime: kycDocuments.mime,
      name: kycDocuments.name,
      data: kycDocuments.data,
    })
    .from(kycDocuments)
    .where(eq(kycDocuments.id, id));
  return row ?? null;
}

/** Documents of a status (PENDING oldest first, as a queue; the others newest first). */
export async function pageByStatus(
  q: Queryable,
  filter: { status: string; memberId?: number },
  page: { offset: number; limit: number },
) {
  const where = and(
    eq(kycDocuments.status, filter.status),
    filter.memberId === undefined ? undefined : eq(kycDocuments.memberId, filter.memberId),
  );
  const rows = await q
    .select({ ...facts, total: sql<number>`count(*) OVER ()` })
    .from(kycDocuments)
    .where(where)
    .orderBy(filter.status === 'PENDING' ? asc(kycDocuments.id) : desc(kycDocuments.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

/** Decides a pending document once: null when it is not pending (decided already, or none). */
export async function decide(
  q: Queryable,
  id: number,
  d: { status: 'APPROVED' | 'REJECTED'; reason: string | null; by: string },
) {
  const [row] = await q
    .update(kycDocuments)
    .set({ status: d.status, reason: d.reason, reviewedBy: d.by, reviewedAt: new Date() })
    .where(and(eq(kycDocuments.id, id), eq(kycDocuments.status, 'PENDING')))
    .returning(facts);
  return row ?? null;
}
