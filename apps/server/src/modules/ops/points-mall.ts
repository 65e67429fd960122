import { opsDecideRedemption, opsListRedemptions } from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { handle } from '../../lib/define-routes.ts';
import { accountsOf } from '../member/index.ts';
import { decideRedemption, listRedemptions, redemptionView } from '../points/index.ts';

type Listed = Awaited<ReturnType<typeof listRedemptions>>;

/** The operator's points-mall calls: redemptions in process, approved or rejected. */
export function pointsMallOps(app: FastifyInstance) {
  const db = app.database.db;
  const views = async (rows: Listed) => {
    const accounts = await accountsOf(db, [...new Set(rows.map((x) => x.r.memberId))]);
    return rows.map((x) => ({
      ...redemptionView(x.r, x.item.name),
      account: accounts.get(x.r.memberId) ?? '',
      kind: x.item.kind as 'CASH' | 'GOODS',
    }));
  };

  handle(app, opsListRedemptions, async ({ query }) => ({
    list: await views(await listRedemptions(db, query.status)),
  }));
  handle(app, opsDecideRedemption, async ({ body }) => {
    const decided = await decideRedemption(db, body.id, body.action, body.remark);
    const [view] = await views(await listRedemptions(db, undefined, 1, decided.id));
    if (!view) throw new AppError('NOT_FOUND', 'No such redemption');
    return view;
  });
}
