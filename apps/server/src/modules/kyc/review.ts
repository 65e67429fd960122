import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { decide, documentsOf } from './repo.ts';
import { statusOf } from './service.ts';

/**
 * Staff decide a pending document once (decision 040); the answer carries the player's
 * verification status after it. A document decided already is 409 ORDER_STATE.
 */
export async function review(
  db: Db,
  body: { id: number; decision: 'approve' | 'reject'; reason?: string },
  by: string,
) {
  const row = await decide(db, body.id, {
    status: body.decision === 'approve' ? 'APPROVED' : 'REJECTED',
    reason: body.decision === 'reject' ? (body.reason ?? null) : null,
    by,
  });
  if (!row) throw new AppError('ORDER_STATE', 'This document is not waiting for review');
  return { row, status: statusOf(await documentsOf(db, row.memberId)) };
}
