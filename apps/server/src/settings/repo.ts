import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { settings } from '../db/schema/settings.ts';

/** Every setting row (key → JSON document); the store parses them into `Settings`. */
export async function readSettingRows(q: Queryable) {
  return q.select({ key: settings.key, value: settings.value }).from(settings);
}

/** Writes one setting; every instance's store sees it within its TTL (store.ts). */
export async function writeSetting(q: Queryable, key: string, value: unknown) {
  await q
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
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
