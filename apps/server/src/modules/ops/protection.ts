import { opsChangeProtection, opsListProtection, opsMemberProtection } from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { handle } from '../../lib/define-routes.ts';
import { findMemberByAccount } from '../member/index.ts';
import { changeProtectionOf, protectedPlayers, readProtection } from '../protection/index.ts';
import { applySessionRules } from '../session/index.ts';
import { actorName, recordChange } from './audit-change.ts';

/**
 * Player protection from the console (issue 19, decision 039): a player's limits and
 * breaks, changed for them under their own rules, and the report of protected players.
 */
export function protectionOps(app: FastifyInstance) {
  const db = app.database.db;
  const memberOf = async (account: string) => {
    const member = await findMemberByAccount(db, account);
    if (!member) throw new AppError('NOT_FOUND', 'No player with this account');
    return member;
  };

  handle(app, opsMemberProtection, async ({ query }) => {
    const member = await memberOf(query.account);
    return { account: member.account, protection: await readProtection(db, member.id) };
  });
  handle(app, opsChangeProtection, async ({ body, req }) => {
    const member = await memberOf(body.account);
    const done = await changeProtectionOf(db, member.id, body.change, { staff: actorName(req) });
    await applySessionRules(db, member.id, done.sessions);
    recordChange(req, done.before, done.after);
    return { account: member.account, protection: done.after };
  });
  handle(app, opsListProtection, ({ query }) => protectedPlayers(db, query));
}
