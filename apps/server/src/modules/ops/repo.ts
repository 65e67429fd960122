import type { Queryable } from '../../db/client.ts';
import { operatorAudit } from '../../db/schema/ops.ts';

export async function insertAudit(q: Queryable, row: typeof operatorAudit.$inferInsert) {
  await q.insert(operatorAudit).values(row);
}
