import { deleteMessage, getMessages, getUnreadCount, markMessagesRead } from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { handle, memberOf } from '../../lib/define-routes.ts';
import * as service from './service.ts';

/** The member's mailbox: only ever its own messages (the member comes from the token). */
export async function mailboxRoutes(app: FastifyInstance) {
  const db = app.database.db;
  handle(app, getUnreadCount, (ctx) => service.unreadCount(db, memberOf(ctx).id));
  handle(app, getMessages, (ctx) => service.listMessages(db, memberOf(ctx).id, ctx.query));
  handle(app, markMessagesRead, (ctx) => service.markRead(db, memberOf(ctx).id, ctx.body));
  handle(app, deleteMessage, (ctx) => service.deleteMessage(db, memberOf(ctx).id, ctx.body.id));
}
