import { opsChangeSetting } from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../lib/define-routes.ts';
import { changeSetting } from '../../settings/change-setting.ts';
import { recordChange } from './audit-change.ts';

/**
 * The audit keeps what a change was and became (decision 038), but not the default
 * password of operator-made accounts: the row says whether it changed, not what it is.
 */
function forAudit(key: string, value: unknown, other: unknown): unknown {
  if (key !== 'accounts' || !value || typeof value !== 'object') return value;
  const mine = (value as { defaultPassword?: unknown }).defaultPassword;
  const theirs = (other as { defaultPassword?: unknown } | null)?.defaultPassword;
  return { ...value, defaultPassword: mine === theirs ? '(unchanged)' : '(changed)' };
}

/** The console's brand page's calls (issue 19, decision 041). */
export function brandOps(app: FastifyInstance) {
  const db = app.database.db;
  handle(app, opsChangeSetting, async ({ body, req }) => {
    const { before, after } = await changeSetting(db, app.settings, body.key, body.value);
    recordChange(req, forAudit(body.key, before, after), forAudit(body.key, after, before));
    return { key: body.key, value: after };
  });
}
