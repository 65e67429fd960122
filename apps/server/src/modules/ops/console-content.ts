import {
  opsChangeBanner,
  opsChangeHelpArticle,
  opsChangeNotice,
  opsCreateBanner,
  opsCreateHelpArticle,
  opsDeleteHelpArticle,
  opsListBanners,
  opsListHelp,
  opsListNotices,
} from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../lib/define-routes.ts';
import { paging } from '../../lib/paging.ts';
import {
  changeArticle,
  changeBanner,
  changeNotice,
  createArticle,
  createBanner,
  deleteArticle,
  helpForConsole,
  listBanners,
  listNotices,
} from '../system/index.ts';
import { recordChange } from './audit-change.ts';

/**
 * The console's content page's calls (issue 19); the rules live in the system module,
 * which owns the tables. Every change names what it replaced and what it became in the
 * audit row (null before a creation, null after a deletion).
 */
export function contentOps(app: FastifyInstance) {
  const db = app.database.db;

  handle(app, opsListNotices, async ({ query }) => {
    const page = paging(query);
    const { list, total } = await listNotices(db, query.type, page.offset, page.limit);
    return { list, ...page.info(total) };
  });
  handle(app, opsChangeNotice, async ({ body, req }) => {
    const { before, after } = await changeNotice(db, body);
    recordChange(req, before, after);
    return after;
  });

  handle(app, opsListBanners, async ({ query }) => ({
    list: await listBanners(db, query.group),
  }));
  handle(app, opsCreateBanner, async ({ body, req }) => {
    const banner = await createBanner(db, body);
    recordChange(req, null, banner);
    return banner;
  });
  handle(app, opsChangeBanner, async ({ body, req }) => {
    const { before, after } = await changeBanner(db, body);
    recordChange(req, before, after);
    return after;
  });

  handle(app, opsListHelp, () => helpForConsole(db));
  handle(app, opsCreateHelpArticle, async ({ body, req }) => {
    const article = await createArticle(db, body);
    recordChange(req, null, article);
    return article;
  });
  handle(app, opsChangeHelpArticle, async ({ body, req }) => {
    const { before, after } = await changeArticle(db, body);
    recordChange(req, before, after);
    return after;
  });
  handle(app, opsDeleteHelpArticle, async ({ body, req }) => {
    const { before, after } = await deleteArticle(db, body.id);
    recordChange(req, before, after);
    return { id: body.id };
  });
}
