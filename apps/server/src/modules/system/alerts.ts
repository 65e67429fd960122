import { desc, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { operatorAlerts } from '../../db/schema/system.ts';

/** Kinds of alert the site raises; the operator CLI lists them with `alerts`. */
export type AlertKind = 'SMS_QUOTA' | 'WIN_HELD' | 'LOTTERY_CLAWBACK_SHORT';

/**
 * Records that `kind` happened: the hour's row counts one more (one row per kind and
 * hour, written in one statement, so parallel raisers never lose a count).
 */
export async function raiseAlert(q: Queryable, kind: AlertKind, message: string): Promise<void> {
  await q
    .insert(operatorAlerts)
    .values({ kind, hour: sql`date_trunc('hour', now())`, message })
    .onConflictDoUpdate({
      target: [operatorAlerts.kind, operatorAlerts.hour],
      set: {
        count: sql`${operatorAlerts.count} + 1`,
        lastAt: sql`now()`,
        message,
      },
    });
}

/** The newest alerts first. */
export async function listAlerts(q: Queryable, limit: number) {
  const rows = await q
    .select()
    .from(operatorAlerts)
    .orderBy(desc(operatorAlerts.lastAt))
    .limit(limit);
  return rows.map((r) => ({
    kind: r.kind,
    message: r.message,
    count: r.count,
    firstAt: r.firstAt.toISOString(),
    lastAt: r.lastAt.toISOString(),
  }));
}
