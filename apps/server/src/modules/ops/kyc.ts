import { opsKycFile, opsKycQueue, opsReviewKyc } from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../lib/define-routes.ts';
import { paging } from '../../lib/paging.ts';
import { documentFile, documentView, kycQueue, review } from '../kyc/index.ts';
import { accountsOf, findMemberByAccount } from '../member/index.ts';
import { actorName, recordChange } from './audit-change.ts';

/** KYC review in the console (decision 040): the queue, a document's file, the decision. */
export function kycOps(app: FastifyInstance) {
  const db = app.database.db;
  handle(app, opsKycQueue, async ({ query }) => {
    const page = paging(query);
    const member = query.account ? await findMemberByAccount(db, query.account) : null;
    if (query.account && !member) return { documents: [], ...page.info(0) };
    const { rows, total } = await kycQueue(
      db,
      { status: query.status, memberId: member?.id },
      page,
    );
    const accounts = await accountsOf(
      db,
      rows.map((r) => r.memberId),
    );
    return {
      documents: rows.map((r) => ({ ...documentView(r), account: accounts.get(r.memberId) ?? '' })),
      ...page.info(total),
    };
  });
  // Every view of a file is an audited call (the guard writes the row).
  handle(app, opsKycFile, ({ query }) => documentFile(db, query.id, 'staff'));
  handle(app, opsReviewKyc, async ({ body, req }) => {
    const { row, status } = await review(db, body, actorName(req));
    const accounts = await accountsOf(db, [row.memberId]);
    const document = { ...documentView(row), account: accounts.get(row.memberId) ?? '' };
    recordChange(
      req,
      { id: row.id, status: 'PENDING' },
      { id: row.id, status: row.status, reason: row.reason },
    );
    return { document, status };
  });
}
