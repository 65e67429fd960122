import {
  providerAuthenticate,
  providerBalance,
  providerBet,
  providerRollback,
  providerWin,
} from '@gamehall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { handle } from '../../lib/define-routes.ts';
import { identifyPlayer } from './player.ts';
import * as service from './service.ts';
import { authenticate } from './sessions.ts';
import { requireVendorSignature, vendorOf } from './signature.ts';

/**
 * The seamless wallet game vendors call (/provider/v1/…). Registered without
 * fastify-plugin on purpose: the raw-body JSON parser and the signature hook stay
 * inside this plugin and never touch the rest of the API.
 */
export async function providerRoutes(app: FastifyInstance) {
  requireVendorSignature(app);
  const db = app.database.db;

  const money = async () => (await app.settings.get()).settings.money;
  const caller = async (
    req: FastifyRequest,
    body: { account: string; sessionId?: string },
  ): Promise<service.Caller> => {
    const vendor = vendorOf(req);
    const who = { vendor, account: body.account, sessionId: body.sessionId };
    return { vendor, ...(await identifyPlayer(db, await money(), who, new Date())) };
  };

  handle(app, providerAuthenticate, async ({ req, body }) =>
    authenticate(db, (await app.settings.get()).settings, vendorOf(req), body.token, new Date()),
  );
  handle(app, providerBalance, async ({ req, body }) =>
    service.balance(db, await caller(req, body)),
  );
  handle(app, providerBet, async ({ req, body }) => service.bet(db, await caller(req, body), body));
  handle(app, providerWin, async ({ req, body }) => {
    const who = await caller(req, body);
    return service.win(db, who, body, service.vendorWinRules(await money(), who.vendor));
  });
  handle(app, providerRollback, async ({ req, body }) =>
    service.rollback(db, await caller(req, body), body),
  );
}
