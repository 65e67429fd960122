import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import jobs from './jobs/registry.ts';
import { refusingNul } from './lib/nul-guard.ts';
import { configurePasswordPool } from './lib/password/pool.ts';
import { configureBudgets } from './lib/process-budget.ts';
import { inviteLinks } from './modules/agent/index.ts';
import agent from './modules/agent/plugin.ts';
import captcha from './modules/captcha/plugin.ts';
import cashier from './modules/cashier/plugin.ts';
import crash from './modules/crash/plugin.ts';
import games from './modules/games/plugin.ts';
import jackpot from './modules/jackpot/plugin.ts';
import kyc from './modules/kyc/plugin.ts';
import live from './modules/live/plugin.ts';
import lottery from './modules/lottery/plugin.ts';
import mailbox from './modules/mailbox/plugin.ts';
import media from './modules/media/index.ts';
import member from './modules/member/plugin.ts';
import missions from './modules/missions/plugin.ts';
import ops from './modules/ops/plugin.ts';
import play from './modules/play/plugin.ts';
import points from './modules/points/plugin.ts';
import { referralsOf } from './modules/promotions/index.ts';
import promotions from './modules/promotions/plugin.ts';
import protection from './modules/protection/plugin.ts';
import provider from './modules/provider/plugin.ts';
import pvp from './modules/pvp/plugin.ts';
import records from './modules/records/plugin.ts';
import { findSessionMember } from './modules/session/index.ts';
import session from './modules/session/plugin.ts';
import sports from './modules/sports/plugin.ts';
import { firstScreenOf } from './modules/system/index.ts';
import system from './modules/system/plugin.ts';
import verification from './modules/verification/plugin.ts';
import wallet from './modules/wallet/plugin.ts';
import auth from './plugins/auth.ts';
import envelope from './plugins/envelope.ts';
import maintenance from './plugins/maintenance.ts';
import openapi from './plugins/openapi.ts';
import payloadEncryption from './plugins/payload-encryption.ts';
import rateLimit from './plugins/rate-limit.ts';
import security from './plugins/security.ts';
import staticSite from './plugins/static-site.ts';
import seed from './seed/index.ts';
import settings from './settings/store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole app from plugins and modules; tests use it through app.inject. */
export async function buildApp({ config, database, logger }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // The first start seeds the demo catalogue (some 10,000 games) inside a plugin; on a
    // busy small machine that outlasts Fastify's 10-second default and the start failed.
    pluginTimeout: 120_000,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
  });
  // Process-wide bounds on costly work, from this app's config (decision 014).
  configurePasswordPool(config.passwordPool);
  configureBudgets(config.budgets);
  app.setValidatorCompiler(refusingNul(validatorCompiler));
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  // The agent's registration links, as the member module's registration reads them.
  app.decorate('invites', inviteLinks(database.db));
  app.decorate('referrals', referralsOf(database.db));

  await registerInfrastructure(app, database);
  await registerModules(app);
  await registerSite(app);
  return app;
}

/**
 * Phase 1, what every module stands on: errors as envelopes, headers, limits, the token
 * check, E bodies, the first start's seed, the settings store and the maintenance gate.
 */
async function registerInfrastructure(app: FastifyInstance, database: Database) {
  await app.register(envelope);
  await app.register(security);
  await app.register(formbody);
  await app.register(rateLimit);
  // Live feeds (crash, the live tables) only send: a page's message is capped at 1 KB.
  await app.register(websocket, { options: { maxPayload: 1024 } });
  await app.register(auth, {
    findSessionMember: (hash, now) => findSessionMember(database.db, hash, now),
  });
  await app.register(openapi);
  await app.register(payloadEncryption);
  await app.register(seed);
  await app.register(settings);
  await app.register(maintenance);
}

/** Phase 2, the areas: each module's plugin.ts (its routes and decorations), then the jobs. */
async function registerModules(app: FastifyInstance) {
  await app.register(captcha);
  await app.register(verification);
  await app.register(system);
  await app.register(ops);
  await app.register(media);
  await app.register(session);
  await app.register(protection);
  await app.register(member);
  await app.register(agent);
  await app.register(wallet);
  await app.register(provider);
  await app.register(cashier);
  await app.register(kyc);
  await app.register(records);
  await app.register(promotions);
  await app.register(points);
  await app.register(missions);
  await app.register(mailbox);
  await app.register(lottery);
  await app.register(games);
  await app.register(jackpot);
  await app.register(play);
  await app.register(crash);
  await app.register(live);
  await app.register(pvp);
  await app.register(sports);
  // Every background job, once the modules they belong to are in (jobs/index.ts).
  await app.register(jobs);
}

/** Phase 3, what the browser loads: the built site and the game pages, and the health check. */
async function registerSite(app: FastifyInstance) {
  await app.register(staticSite, { firstScreen: firstScreenOf(app) });
  app.get('/healthz', { schema: { hide: true } }, async () => ({ success: true, value: 'ok' }));
}
