import { getAccountRecords, getBetRecords, getProfitAndLoss } from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { handle, memberOf } from '../../lib/define-routes.ts';
import { accountRecords, betRecords, profitAndLoss } from './service.ts';

/** The record pages of the member centre (product §2): read-only views of the ledger and rounds. */
export async function recordsRoutes(app: FastifyInstance) {
  handle(app, getAccountRecords, (ctx) => accountRecords(app, memberOf(ctx).id, ctx.query));
  handle(app, getBetRecords, (ctx) => betRecords(app, memberOf(ctx).id, ctx.query));
  handle(app, getProfitAndLoss, (ctx) => profitAndLoss(app, memberOf(ctx).id, ctx.query));
}
