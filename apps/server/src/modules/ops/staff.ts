import {
  opsCreateStaff,
  opsListStaff,
  opsSearchAudit,
  opsStaffLogin,
  opsStaffLogout,
  opsStaffMe,
  opsStaffVerify,
  opsUpdateStaff,
  permissionsOf,
} from '@gamehall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { handle } from '../../lib/define-routes.ts';
import {
  codeStep,
  createStaff,
  endStaffSession,
  listStaff,
  passwordStep,
  staffById,
  staffView,
  updateStaff,
} from '../staff/index.ts';
import { actingStaff, recordChange } from './audit-change.ts';
import { searchAudit } from './audit-search.ts';

/** The signed-in staff member of a 'signed-in' call (the guard has checked there is one). */
function signedIn(req: FastifyRequest) {
  const who = actingStaff(req);
  if (!who)
    throw new AppError('FORBIDDEN', 'This call is a staff session’s, not the service key’s');
  return who;
}

/** The staff calls under /ops (decision 038): login, the session, accounts, the audit. */
export function staffOps(app: FastifyInstance) {
  const db = app.database.db;
  handle(app, opsStaffLogin, async ({ body, req }) => {
    const brand = (await app.settings.get()).settings.site.brandName;
    return passwordStep(app, body, req.ip, `${brand} console`);
  });
  handle(app, opsStaffVerify, ({ body, req }) => codeStep(app, body, req.ip));
  handle(app, opsStaffMe, async ({ req }) => {
    const who = signedIn(req);
    const row = await staffById(db, who.id);
    if (!row) throw new AppError('UNAUTHORIZED', 'Log in again');
    return { staff: staffView(row), permissions: permissionsOf(who.role) };
  });
  handle(app, opsStaffLogout, async ({ req }) => ({
    ended: await endStaffSession(db, signedIn(req)),
  }));
  handle(app, opsCreateStaff, async ({ body, req }) => {
    const created = await createStaff(db, body);
    recordChange(req, null, created.staff);
    return created;
  });
  handle(app, opsListStaff, async () => ({ staff: await listStaff(db) }));
  handle(app, opsUpdateStaff, async ({ body, req }) => {
    const { before, after } = await db.transaction((tx) => updateStaff(tx, body));
    recordChange(req, before, after);
    return { staff: after };
  });
  handle(app, opsSearchAudit, async ({ query }) => searchAudit(db, query));
}
