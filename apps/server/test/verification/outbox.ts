import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { outbox } from '../../src/db/schema/index.ts';

/** Messages the development gateways wrote for one recipient, newest first. */
export function outboxFor(database: Database, recipient: string) {
  return database.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id));
}

/** The 6-digit code of the newest message to `recipient`. */
export async function lastCode(database: Database, recipient: string): Promise<string> {
  const [row] = await outboxFor(database, recipient);
  const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${recipient}`);
  return code;
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
