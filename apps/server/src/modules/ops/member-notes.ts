import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { memberNotes } from '../../db/schema/ops.ts';

/** Staff notes on a member, oldest first (the console's member page). */
export async function notesOf(q: Queryable, memberId: number) {
  const rows = await q
    .select()
    .from(memberNotes)
    .where(eq(memberNotes.memberId, memberId))
    .orderBy(asc(memberNotes.id));
  return rows.map((r) => ({ at: r.createdAt.toISOString(), staff: r.staffAccount, text: r.text }));
}

export async function addNote(q: Queryable, memberId: number, staffAccount: string, text: string) {
  await q.insert(memberNotes).values({ memberId, staffAccount, text });
}
