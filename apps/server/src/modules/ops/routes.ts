import {
  opsBlockRegion,
  opsCancelLotteryDraw,
  opsCloseLotteryDraw,
  opsCreateMember,
  opsEnterLotteryResult,
  opsListAlerts,
  opsListJobs,
  opsListOutbox,
  opsPeekCaptcha,
  opsPublishNotice,
  opsReloadBrand,
  opsSendMessage,
  opsSetHouseContract,
  opsSetMaintenance,
  opsSetMemberLock,
  opsSettleContracts,
  opsShowSettings,
  opsSportsResult,
  opsUnblockRegion,
} from '@gamehall/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { handle } from '../../lib/define-routes.ts';
import { keyIdOf, keyMatches, resolveOperatorKey } from '../../lib/operator-key.ts';
import type { LimitRule } from '../../lib/platform-types.ts';
import { SETTLE_GRACE_MS, setHouseContract, settleDue } from '../agent/index.ts';
import { peekCaptcha } from '../captcha/index.ts';
import { cancelDraw, closeDraw, enterResult } from '../lottery/index.ts';
import { sendOperatorMessage } from '../mailbox/index.ts';
import { correctResult } from '../sports/index.ts';
import { listAlerts, publishNotice } from '../system/index.ts';
import { listOutbox } from '../verification/index.ts';
import { auditPayload } from './audit-payload.ts';
import { catalogueOps } from './catalogue.ts';
import { createMember, setMemberLock } from './members.ts';
import { moneyOps } from './money.ts';
import { pointsMallOps } from './points-mall.ts';
import { promotionOps } from './promotions.ts';
import { insertAudit } from './repo.ts';
import * as service from './service.ts';

/**
 * Key attempts per client address, counted BEFORE the key is compared (atomic increment,
 * then decide), so a burst of guesses cannot race past the count; a right key clears it.
 */
const keyAttempts: LimitRule = {
  name: 'ops-key-ip',
  points: 30,
  windowSec: 900,
  message: 'Too many operator key attempts, please try again later',
};

/**
 * /ops/…: open only to the addresses of OPS_ALLOW (loopback unless configured), then a
 * bearer operator key on every call, and an audit row for every answer — accepted,
 * refused or failed — written before the answer leaves, so what a client saw is always
 * on record.
 */
export async function opsRoutes(app: FastifyInstance) {
  const key = resolveOperatorKey(app.config, app.database.kind, app.log);
  const keyId = key ? keyIdOf(key) : null;
  const authorised = new WeakSet<FastifyRequest>();
  const allowed = app.config.opsAllow;

  app.addHook('onRequest', async (req) => {
    if (!allowed.allows(req.ip)) {
      throw new AppError('FORBIDDEN', 'The operator API does not answer this address');
    }
    if (!key) {
      throw new AppError('FORBIDDEN', 'The operator API is disabled: set OPERATOR_KEY');
    }
    await app.limiter.hit(keyAttempts, req.ip);
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    if (!match?.[1] || !keyMatches(match[1], key)) {
      throw new AppError('UNAUTHORIZED', 'A valid operator key is required (Bearer)');
    }
    await app.limiter.reset(keyAttempts, req.ip);
    authorised.add(req);
  });

  app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload) => {
    await insertAudit(app.database.db, {
      keyId: authorised.has(req) ? keyId : null,
      action: `${req.method} ${(req.routeOptions.url ?? req.url).slice(0, 200)}`,
      payload: auditPayload(req.body),
      outcome: reply.statusCode < 400 ? 'ok' : String(reply.statusCode),
      ip: req.ip,
    });
    return payload;
  });

  const db = app.database.db;
  const store = app.settings;

  handle(app, opsShowSettings, async () => {
    const snap = await store.get();
    return {
      keyId: keyId ?? '',
      maintenance: service.maintenanceState(snap, Date.now()),
      regionRestriction: snap.settings.regionRestriction,
      settings: snap.settings,
    };
  });
  handle(app, opsSetMaintenance, async ({ body }) => ({
    maintenance: await service.setMaintenance(db, store, body),
  }));
  handle(app, opsBlockRegion, async ({ body }) => ({
    regionRestriction: await service.changeRegion(db, store, 'block', body),
  }));
  handle(app, opsUnblockRegion, async ({ body }) => ({
    regionRestriction: await service.changeRegion(db, store, 'unblock', body),
  }));
  handle(app, opsReloadBrand, () => service.reloadBrand(db, store, app.config.brandFile));
  handle(app, opsCreateMember, ({ body }) => createMember(db, store, body));
  handle(app, opsSetHouseContract, ({ body }) =>
    setHouseContract(db, body.account, body.kind, body.terms),
  );
  handle(app, opsPublishNotice, ({ body }) => publishNotice(db, body));
  handle(app, opsSendMessage, ({ body }) => sendOperatorMessage(db, body));
  handle(app, opsEnterLotteryResult, ({ body }) => enterResult(db, body, new Date()));
  handle(app, opsCancelLotteryDraw, ({ body }) => cancelDraw(db, body, new Date()));
  handle(app, opsCloseLotteryDraw, ({ body }) => closeDraw(db, body, new Date()));
  handle(app, opsSportsResult, ({ body }) => correctResult(app, body));
  handle(app, opsSetMemberLock, ({ body }) => setMemberLock(db, body.account, body.locked));
  handle(app, opsListAlerts, async ({ query }) => ({ alerts: await listAlerts(db, query.limit) }));
  handle(app, opsListJobs, () => ({
    jobs: app.jobs
      .list()
      .map((job) => ({ ...job, lastRunAt: job.lastRunAt?.toISOString() ?? null })),
  }));
  // Development helpers: the outbox (codes sent without a gateway), captcha answers and
  // settling contracts early do not exist in production, where their routes answer 404
  // (decision 020).
  if (app.config.env !== 'production') {
    handle(app, opsListOutbox, async ({ query }) => ({
      messages: await listOutbox(db, query.recipient, query.limit),
    }));
    handle(app, opsPeekCaptcha, async ({ query }) => {
      const answer = await peekCaptcha(db, query.key);
      if (answer === null) throw new AppError('NOT_FOUND', 'No live captcha for this key');
      return { answer };
    });
    handle(app, opsSettleContracts, async ({ body }) => ({
      payouts: await settleDue(
        db,
        (await store.get()).settings.site.timeZone,
        new Date(new Date(body.until).getTime() + SETTLE_GRACE_MS),
      ),
    }));
  }
  moneyOps(app);
  pointsMallOps(app);
  promotionOps(app);
  catalogueOps(app);
}
