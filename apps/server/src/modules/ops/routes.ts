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
  opsStaffLogin,
  opsStaffVerify,
  opsUnblockRegion,
} from '@gamehall/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { type Handler, handle } from '../../lib/define-routes.ts';
import { keyIdOf, keyMatches, resolveOperatorKey } from '../../lib/operator-key.ts';
import type { LimitRule } from '../../lib/platform-types.ts';
import { liveContractView, SETTLE_GRACE_MS, setHouseContract, settleDue } from '../agent/index.ts';
import { peekCaptcha } from '../captcha/index.ts';
import { cancelDraw, closeDraw, enterResult } from '../lottery/index.ts';
import { sendOperatorMessage } from '../mailbox/index.ts';
import { correctResult } from '../sports/index.ts';
import { isStaffToken, may, staffOfToken } from '../staff/index.ts';
import { listAlerts, publishNotice } from '../system/index.ts';
import { listOutbox } from '../verification/index.ts';
import { actAs, actingStaff, changeOf, recordChange } from './audit-change.ts';
import { auditPayload } from './audit-payload.ts';
import { catalogueOps } from './catalogue.ts';
import { agentConsoleOps } from './console-agents.ts';
import { brandOps } from './console-brand.ts';
import { contentOps } from './console-content.ts';
import { gameConsoleOps } from './console-games.ts';
import { kycOps } from './kyc.ts';
import { memberOps } from './member-ops.ts';
import { createMember, setMemberLock } from './members.ts';
import { moneyOps } from './money.ts';
import { pointsMallOps } from './points-mall.ts';
import { promotionOps } from './promotions.ts';
import { protectionOps } from './protection.ts';
import { insertAudit } from './repo.ts';
import { reportOps } from './reports.ts';
import { riskOps } from './risk.ts';
import * as service from './service.ts';
import { staffOps } from './staff.ts';

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
 * /ops/…: open only to the addresses of OPS_ALLOW (loopback unless configured), then on
 * every call either a staff session whose role holds the call's permission, or the service
 * key (the CLI's, every permission) — decision 038. The console's two login steps need
 * neither and have limits of their own. An audit row for every answer — accepted, refused
 * or failed — is written before the answer leaves, so what a client saw is always on record.
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
    const access = req.routeOptions.config?.staff;
    if (access === 'anyone') return;
    // Counted before any token or key is looked at (increment, then decide).
    await app.limiter.hit(keyAttempts, req.ip);
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (bearer && isStaffToken(bearer)) {
      const who = await staffOfToken(app.database.db, bearer);
      if (!who) throw new AppError('UNAUTHORIZED', 'The console session ended: log in again');
      await app.limiter.reset(keyAttempts, req.ip);
      actAs(req, who);
      if (access === 'signed-in') return;
      if (access === undefined || !may(who, access)) {
        throw new AppError('PERMISSION_DENIED', 'Your role does not allow this', {
          details: { permission: access ?? null },
        });
      }
      return;
    }
    if (!key) {
      throw new AppError('FORBIDDEN', 'The operator API is disabled: set OPERATOR_KEY');
    }
    if (!bearer || !keyMatches(bearer, key)) {
      throw new AppError(
        'UNAUTHORIZED',
        'A valid operator key or staff session is required (Bearer)',
      );
    }
    await app.limiter.reset(keyAttempts, req.ip);
    authorised.add(req);
  });

  app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload) => {
    const change = changeOf(req);
    const body = req.body as { account?: unknown } | undefined;
    const route = req.routeOptions.url ?? req.url;
    await insertAudit(app.database.db, {
      keyId: authorised.has(req) ? keyId : null,
      // The login step names the account it tried; a session, the one it acts as.
      staffAccount:
        actingStaff(req)?.account ??
        (route === opsStaffLogin.path && typeof body?.account === 'string'
          ? body.account.slice(0, 64)
          : null),
      action: `${req.method} ${route.slice(0, 200)}`,
      payload: auditPayload(req.body, route === opsStaffVerify.path ? ['code'] : []),
      before: change?.before ?? null,
      after: change?.after ?? null,
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
  // Setting changes name what they were and what they became in the audit (decision 038).
  handle(app, opsSetMaintenance, async ({ body, req }) => {
    const before = (await store.get()).settings.maintenance;
    const maintenance = await service.setMaintenance(db, store, body);
    recordChange(req, before, (await store.get()).settings.maintenance);
    return { maintenance };
  });
  const region = (mode: 'block' | 'unblock') =>
    (async ({ body, req }) => {
      const before = (await store.get()).settings.regionRestriction;
      const regionRestriction = await service.changeRegion(db, store, mode, body);
      recordChange(req, before, regionRestriction);
      return { regionRestriction };
    }) satisfies Handler<typeof opsBlockRegion>;
  handle(app, opsBlockRegion, region('block'));
  handle(app, opsUnblockRegion, region('unblock'));
  handle(app, opsReloadBrand, () => service.reloadBrand(db, store, app.config.brandFile));
  handle(app, opsCreateMember, ({ body }) => createMember(db, store, body));
  // The audit keeps the contract a house contract replaced and the one it became.
  handle(app, opsSetHouseContract, async ({ body, req }) => {
    const before = await liveContractView(db, body.account, body.kind);
    const after = await setHouseContract(db, body.account, body.kind, body.terms);
    recordChange(req, before, after);
    return after;
  });
  handle(app, opsPublishNotice, async ({ body, req }) => {
    const done = await publishNotice(db, body);
    recordChange(req, null, { ...done, ...body });
    return done;
  });
  handle(app, opsSendMessage, ({ body }) => sendOperatorMessage(db, body));
  handle(app, opsEnterLotteryResult, ({ body }) => enterResult(db, body, new Date()));
  handle(app, opsCancelLotteryDraw, ({ body }) => cancelDraw(db, body, new Date()));
  handle(app, opsCloseLotteryDraw, ({ body }) => closeDraw(db, body, new Date()));
  handle(app, opsSportsResult, ({ body }) => correctResult(app, body));
  handle(app, opsSetMemberLock, async ({ body, req }) => {
    const { wasLocked, ...done } = await setMemberLock(db, body.account, body.locked);
    recordChange(req, { account: done.account, locked: wasLocked }, done);
    return done;
  });
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
  kycOps(app);
  memberOps(app);
  moneyOps(app);
  pointsMallOps(app);
  protectionOps(app);
  reportOps(app);
  riskOps(app);
  promotionOps(app);
  catalogueOps(app);
  staffOps(app);
  gameConsoleOps(app);
  contentOps(app);
  brandOps(app);
  agentConsoleOps(app);
}
