import { getJackpot } from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../lib/define-routes.ts';
import { jackpotSetting } from './service.ts';
import { jackpotView } from './views.ts';

/** The jackpot's public figure and winners: the header, the slots lobby and the home page. */
export async function jackpotRoutes(app: FastifyInstance) {
  handle(app, getJackpot, async () => jackpotView(app.database.db, await jackpotSetting(app)));
}
