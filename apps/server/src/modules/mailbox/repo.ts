import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { memberMessages } from '../../db/schema/mailbox.ts';

export type MessageRow = typeof memberMessages.$inferSelect;
export type NewMessageRow = typeof memberMessages.$inferInsert;

/** A member's messages that are not deleted: every query starts from its own mailbox. */
const mailboxOf = (memberId: number) =>
  and(eq(memberMessages.memberId, memberId), isNull(memberMessages.deletedAt));

const unreadOf = (memberId: number) => and(mailboxOf(memberId), isNull(memberMessages.readAt));

export async function insertMessage(q: Queryable, row: NewMessageRow) {
  const [inserted] = await q
    .insert(memberMessages)
    .values(row)
    .returning({ id: memberMessages.id });
  if (!inserted) throw new Error('member_messages: insert returned no row');
  return inserted.id;
}

/** One page of a member's messages, newest first (the mailbox index's order). */
export async function pageOfMessages(
  q: Queryable,
  memberId: number,
  opts: { unreadOnly: boolean; offset: number; limit: number },
) {
  const where: SQL | undefined = opts.unreadOnly ? unreadOf(memberId) : mailboxOf(memberId);
  const [rows, [total]] = await Promise.all([
    q
      .select()
      .from(memberMessages)
      .where(where)
      .orderBy(desc(memberMessages.createdAt), desc(memberMessages.id))
      .offset(opts.offset)
      .limit(opts.limit),
    q.select({ n: count() }).from(memberMessages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function countUnread(q: Queryable, memberId: number) {
  const [row] = await q.select({ n: count() }).from(memberMessages).where(unreadOf(memberId));
  return row?.n ?? 0;
}

/**
 * Marks one of the member's messages read (one read before keeps its first time). False
 * when no message of that id is in the member's mailbox (another's, or deleted).
 */
export async function markRead(q: Queryable, memberId: number, id: number, now: Date) {
  const [row] = await q
    .update(memberMessages)
    .set({ readAt: sql`coalesce(${memberMessages.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(mailboxOf(memberId), eq(memberMessages.id, id)))
    .returning({ id: memberMessages.id });
  return row !== undefined;
}

export async function markAllRead(q: Queryable, memberId: number, now: Date) {
  await q.update(memberMessages).set({ readAt: now }).where(unreadOf(memberId));
}

/** False when no message of that id is in the member's mailbox (another's, or deleted). */
export async function softDelete(q: Queryable, memberId: number, id: number, now: Date) {
  const [row] = await q
    .update(memberMessages)
    .set({ deletedAt: now })
    .where(and(mailboxOf(memberId), eq(memberMessages.id, id)))
    .returning({ id: memberMessages.id });
  return row !== undefined;
}
