import {
  type MailboxFilter,
  type MailMessage,
  MESSAGE_TEMPLATES,
  type TemplateMessage,
} from '@gamehall/contract';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { paging } from '../../lib/paging.ts';
import { TRIAL_TYPE } from '../../lib/platform-types.ts';
import { findMemberByAccount } from '../member/index.ts';
import * as repo from './repo.ts';

/** The operator's words to one member: plain text, which the site shows as text. */
export interface OperatorMessage {
  title: string;
  body: string;
}

/** What a module puts in a mailbox: the operator's text, or a system message's template. */
export type OutgoingMessage = OperatorMessage | TemplateMessage;

/**
 * Puts a message in a member's mailbox, inside the caller's transaction, so the message
 * exists exactly when what it tells of was committed. A template's params are checked
 * against the template (a wrong one is a programming error: it throws, and the caller's
 * transaction rolls back).
 */
export async function sendMessage(
  q: Queryable,
  memberId: number,
  message: OutgoingMessage,
): Promise<number> {
  if ('template' in message) {
    const template = MESSAGE_TEMPLATES[message.template];
    const params = template.params.parse(message.params);
    return repo.insertMessage(q, {
      memberId,
      kind: template.kind,
      template: message.template,
      params,
    });
  }
  return repo.insertMessage(q, {
    memberId,
    kind: 'OPERATOR',
    title: message.title,
    body: message.body,
  });
}

/** The operator writes to one account; a trial account has no mailbox. */
export async function sendOperatorMessage(q: Queryable, to: { account: string } & OperatorMessage) {
  const member = await findMemberByAccount(q, to.account);
  if (!member) throw new AppError('NOT_FOUND', `No account ${to.account}`);
  if (member.type === TRIAL_TYPE) {
    throw new AppError('TRIAL_ACCOUNT', 'A trial account has no mailbox');
  }
  const id = await sendMessage(q, member.id, { title: to.title, body: to.body });
  return { id, account: member.account };
}

function toView(row: repo.MessageRow): MailMessage {
  return {
    id: row.id,
    kind: row.kind as MailMessage['kind'],
    title: row.title,
    body: row.body,
    template: row.template as MailMessage['template'],
    params: row.params,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

export async function listMessages(
  q: Queryable,
  memberId: number,
  query: { pageNo: number; pageSize: number; filter: MailboxFilter },
) {
  const page = paging(query);
  const [{ rows, total }, unread] = await Promise.all([
    repo.pageOfMessages(q, memberId, {
      unreadOnly: query.filter === 'unread',
      offset: page.offset,
      limit: page.limit,
    }),
    repo.countUnread(q, memberId),
  ]);
  return { list: rows.map(toView), ...page.info(total), unread };
}

export async function unreadCount(q: Queryable, memberId: number) {
  return { count: await repo.countUnread(q, memberId) };
}

/** One message (`id`) or all of them: a message not in the member's mailbox is 404. */
export async function markRead(
  q: Queryable,
  memberId: number,
  which: { id: number } | { all: true },
  now = new Date(),
) {
  if ('id' in which) {
    if (!(await repo.markRead(q, memberId, which.id, now))) throw notFound();
  } else {
    await repo.markAllRead(q, memberId, now);
  }
  return { unread: await repo.countUnread(q, memberId) };
}

export async function deleteMessage(q: Queryable, memberId: number, id: number, now = new Date()) {
  if (!(await repo.softDelete(q, memberId, id, now))) throw notFound();
  return { unread: await repo.countUnread(q, memberId) };
}

// The same answer whether the id is another member's, deleted or never was: no probing.
const notFound = () => new AppError('NOT_FOUND', 'No such message');
