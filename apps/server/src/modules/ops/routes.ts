import {
  opsBlockRegion,
  opsCreateMember,
  opsListOutbox,
  opsPeekCaptcha,
  opsReloadBrand,
  opsSetMaintenance,
  opsShowSettings,
  opsUnblockRegion,
} from '@gamehall/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { handle } from '../../lib/define-routes.ts';
import { peekCaptcha } from '../captcha/index.ts';
import { catalogueOps } from './catalogue.ts';
import { createMember, listOutbox } from './members.ts';
import { moneyOps } from './money.ts';
import { keyIdOf, keyMatches, resolveOperatorKey } from './operator-key.ts';
import { insertAudit } from './repo.ts';
import * as service from './service.ts';

const AUDIT_PAYLOAD_MAX = 4096;

/** The audit keeps what was asked, never a password an operator set for someone. */
function redact(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('password' in body)) return body;
  return { ...body, password: '(set)' };
}

/**
 * /ops/…: bearer operator key on every call, and an audit row for every answer —
 * accepted, refused or failed — written before the answer leaves, so what a client
 * saw is always on record.
 */
export async function opsRoutes(app: FastifyInstance) {
  const key = resolveOperatorKey(app.config, app.database.kind, app.log);
  const keyId = key ? keyIdOf(key) : null;
  const authorised = new WeakSet<FastifyRequest>();

  app.addHook('onRequest', async (req) => {
    if (!key) {
      throw new AppError('FORBIDDEN', 'The operator API is disabled: set OPERATOR_KEY');
    }
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    if (!match?.[1] || !keyMatches(match[1], key)) {
      throw new AppError('UNAUTHORIZED', 'A valid operator key is required (Bearer)');
    }
    authorised.add(req);
  });

  app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload) => {
    const body = redact(req.body === undefined ? null : req.body);
    const text = JSON.stringify(body);
    await insertAudit(app.database.db, {
      keyId: authorised.has(req) ? keyId : null,
      action: `${req.method} ${req.routeOptions.url ?? req.url}`,
      payload: text.length <= AUDIT_PAYLOAD_MAX ? body : { truncated: text.length },
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
  handle(app, opsListOutbox, async ({ query }) => ({
    messages: await listOutbox(db, query.recipient, query.limit),
  }));
  handle(app, opsCreateMember, ({ body }) => createMember(db, store, body));
  handle(app, opsPeekCaptcha, async ({ query }) => {
    if (app.config.env === 'production') {
      throw new AppError('FORBIDDEN', 'Captcha answers are not shown in production mode');
    }
    const answer = await peekCaptcha(db, query.key);
    if (answer === null) throw new AppError('NOT_FOUND', 'No live captcha for this key');
    return { answer };
  });
  moneyOps(app);
  catalogueOps(app);
}
