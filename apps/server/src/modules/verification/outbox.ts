import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema/verification.ts';

/** The development outbox, newest first (what `npm run operator -- outbox` prints). */
export async function listOutbox(db: Db, recipient: string | undefined, limit: number) {
  const rows = await db
    .select()
    .from(outbox)
    .where(recipient ? eq(outbox.recipient, recipient) : undefined)
    .orderBy(desc(outbox.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
