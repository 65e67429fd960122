import { opsApplicationImage, opsDecideApplication, opsListApplications } from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { handle } from '../../lib/define-routes.ts';
import { accountsOf } from '../member/index.ts';
import { applicationImage, decideApplication, listApplications } from '../promotions/index.ts';

type Listed = Awaited<ReturnType<typeof listApplications>>;

/** The operator's promotion calls: applications and their images, approved or rejected. */
export function promotionOps(app: FastifyInstance) {
  const db = app.database.db;
  const views = async (rows: Listed) => {
    const accounts = await accountsOf(
      db,
      rows.map((x) => x.a.memberId),
    );
    return rows.map((x) => ({
      id: x.a.id,
      promotion: x.promotion,
      account: accounts.get(x.a.memberId) ?? '',
      comment: x.a.comment,
      images: Number(x.images),
      status: x.a.status as 'APPLYING' | 'ISSUED' | 'REJECTED',
      remark: x.a.remark,
      at: x.a.createdAt.toISOString(),
    }));
  };

  handle(app, opsListApplications, async ({ query }) => ({
    list: await views(await listApplications(db, query.status)),
  }));
  handle(app, opsApplicationImage, ({ query }) => applicationImage(db, query.id, query.n, null));
  handle(app, opsDecideApplication, async ({ body }) => {
    const { settings } = await app.settings.get();
    await decideApplication(db, settings, body.id, body.action, body.remark);
    const [view] = await views(await listApplications(db, undefined, body.id));
    if (!view) throw new AppError('NOT_FOUND', 'No such application');
    return view;
  });
}
