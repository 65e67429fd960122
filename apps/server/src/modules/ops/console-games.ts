import { opsChangeGame, opsChangeVendor, opsListGames, opsListVendors } from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { handle } from '../../lib/define-routes.ts';
import { paging } from '../../lib/paging.ts';
import {
  changeConsoleGame,
  changeConsoleVendor,
  consoleVendors,
  pageOfConsoleGames,
} from '../games/index.ts';
import { recordChange } from './audit-change.ts';

/**
 * The console's games page's calls (issue 19); registered inside the ops plugin (staff
 * permission and audit). Each change keeps what the row was and became in its audit row.
 */
export function gameConsoleOps(app: FastifyInstance) {
  const db = app.database.db;

  handle(app, opsListGames, async ({ query }) => {
    const page = paging(query);
    const { rows, total } = await pageOfConsoleGames(db, query, page.offset, page.limit);
    return { list: rows, ...page.info(total) };
  });

  handle(app, opsChangeGame, async ({ body, req }) => {
    const { id, ...change } = body;
    const done = await db.transaction((tx) => changeConsoleGame(tx, id, change));
    if (!done) throw new AppError('NOT_FOUND', 'No such game');
    recordChange(req, done.before, done.after);
    return done.after;
  });

  handle(app, opsListVendors, async () => ({ list: await consoleVendors(db) }));

  handle(app, opsChangeVendor, async ({ body, req }) => {
    const { code, ...change } = body;
    const done = await db.transaction((tx) => changeConsoleVendor(tx, code, change));
    if (!done) throw new AppError('NOT_FOUND', 'No such vendor');
    recordChange(req, done.before, done.after);
    return done.after;
  });
}
