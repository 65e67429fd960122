import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, when } from './columns.ts';
import { members } from './member.ts';

/**
 * The members' mailboxes (modules/mailbox). A message is either the operator's free text
 * (`title`, `body`: plain text) or a system message (`template` and its JSON `params`), which
 * the site words in the reader's language. `kind`: OPERATOR, CONTRACT. A deleted message
 * keeps its row (`deleted_at`) and is never listed again.
 */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text('kind').notNull(),
    title: text('title'),
    body: text('body'),
    template: text('template'),
    params: jsonb('params').$type<Record<string, string | number>>(),
    createdAt: at('created_at'),
    readAt: when('read_at'),
    deletedAt: when('deleted_at'),
  },
  (t) => [
    // The mailbox's pages, newest first.
    index('member_messages_member_created_idx')
      .on(t.memberId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`deleted_at IS NULL`),
    // The unread count the header polls: only unread rows are in it.
    index('member_messages_unread_idx')
      .on(t.memberId)
      .where(sql`read_at IS NULL AND deleted_at IS NULL`),
    check(
      'member_messages_text_or_template',
      sql`(title IS NOT NULL AND body IS NOT NULL AND template IS NULL) OR (template IS NOT NULL AND params IS NOT NULL AND title IS NULL AND body IS NULL)`,
    ),
  ],
);
