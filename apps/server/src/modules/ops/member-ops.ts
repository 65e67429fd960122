import { randomBytes } from 'node:crypto';
import {
  opsAddMemberNote,
  opsDashboard,
  opsForceLogout,
  opsMemberBets,
  opsMemberDetail,
  opsMemberLedger,
  opsResetMemberPassword,
  opsSearchMembers,
} from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { handle } from '../../lib/define-routes.ts';
import { paging } from '../../lib/paging.ts';
import { hashPassword } from '../../lib/password/password.ts';
import { memberForStaff, searchMembers, updateMember } from '../member/index.ts';
import { recentAuthEvents, revokeAllSessions, sessionsOfMember } from '../session/index.ts';
import { actorName, recordChange } from './audit-change.ts';
import { dashboard } from './dashboard.ts';
import { addNote, notesOf } from './member-notes.ts';
import { betsPage, ledgerPage, rowView, walletsOf, withBalances } from './member-reads.ts';

const SESSIONS_SHOWN = 20;
const LOGINS_SHOWN = 50;

/** The console's dashboard and member pages (issue 19). */
export function memberOps(app: FastifyInstance) {
  const db = app.database.db;
  const find = async (account: string) => {
    const member = await memberForStaff(db, account);
    if (!member) throw new AppError('NOT_FOUND', 'No member with this account');
    return member;
  };

  handle(app, opsDashboard, async ({ query }) =>
    dashboard(db, (await app.settings.get()).settings.site.timeZone, query.days),
  );
  handle(app, opsSearchMembers, async ({ query }) => {
    const page = paging(query);
    const { rows, total } = await searchMembers(db, query.by, query.q, page);
    return { members: await withBalances(db, rows), ...page.info(total) };
  });
  handle(app, opsMemberDetail, async ({ query }) => {
    const m = await find(query.account);
    const [withBalance] = await withBalances(db, [m]);
    const logins = await recentAuthEvents(db, m.id, LOGINS_SHOWN);
    return {
      member: {
        ...(withBalance ?? { ...rowView(m), balance: 0 }),
        id: m.id,
        nickname: m.nickname,
        upline: m.upline,
        rankLevel: m.rankLevel,
        passwordIsDefault: m.passwordIsDefault,
      },
      wallets: await walletsOf(db, m.id),
      sessions: await sessionsOfMember(db, m.id, SESSIONS_SHOWN),
      logins: logins.map((l) => ({
        at: l.at.toISOString(),
        event: l.event,
        ip: l.ip,
        userAgent: l.userAgent,
      })),
      notes: await notesOf(db, m.id),
    };
  });
  handle(app, opsMemberLedger, async ({ query }) => {
    const m = await find(query.account);
    const page = paging(query);
    const { entries, total } = await ledgerPage(db, m.id, query, page);
    return { entries, ...page.info(total) };
  });
  handle(app, opsMemberBets, async ({ query }) => {
    const m = await find(query.account);
    const page = paging(query);
    const { bets, total } = await betsPage(db, m.id, query, page);
    return { bets, ...page.info(total) };
  });
  handle(app, opsAddMemberNote, async ({ body, req }) => {
    const m = await find(body.account);
    await addNote(db, m.id, actorName(req), body.text);
    return { notes: await notesOf(db, m.id) };
  });
  handle(app, opsForceLogout, async ({ body }) => {
    const m = await find(body.account);
    return { sessionsEnded: await revokeAllSessions(db, m.id) };
  });
  handle(app, opsResetMemberPassword, async ({ body, req }) => {
    const m = await find(body.account);
    // Letters and digits, so any brand's password rule takes it; changed at the next login.
    const password = `${randomBytes(9).toString('base64url')}7a`;
    const sessionsEnded = await db.transaction(async (tx) => {
      await updateMember(tx, m.id, {
        passwordHash: await hashPassword(password),
        passwordIsDefault: true,
        passwordChangedAt: new Date(),
      });
      return revokeAllSessions(tx, m.id);
    });
    recordChange(req, { account: m.account }, { account: m.account, passwordReset: true });
    return { password, sessionsEnded };
  });
}
