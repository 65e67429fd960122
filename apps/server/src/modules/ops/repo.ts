import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { operatorAudit, settings } from '../../db/schema/index.ts';

export async function insertAudit(q: Queryable, row: typeof operatorAudit.$inferInsert) {
  await q.insert(operatorAudit).values(row);
}

/** Reads one setting and locks its row, so two operators editing a list never lose one. */
export async function lockSetting(q: Queryable, key: string): Promise<unknown> {
  const [row] = await q
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key))
    .for('update');
  return row?.value;
}
