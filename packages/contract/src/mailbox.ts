import * as z from 'zod/mini';
import { CONTRACT_KINDS } from './agent.ts';
import { defineCall, type Schema } from './define-call.ts';
import { text } from './fields.ts';
import { PageInfo, PageQuery } from './paging.ts';

/*
 * The member's mailbox (product §1 mailbox, §2 avatar menu and side menu "messages"): what
 * the operator writes to one account, and what the platform tells a member (system
 * messages, sent as a template and its params so the site words them in the reader's
 * language). A member reads and changes only its own messages. The unread count the
 * header polls is in mailbox-unread.ts (the site's first load carries it alone).
 */

const tag = 'mailbox';

/** Who a message comes from: the operator, or the platform about an agent contract. */
export const MESSAGE_KINDS = ['OPERATOR', 'CONTRACT'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** A contract between an agent (`upline`, the account that offered it) and the reader. */
const ContractParams = /* @__PURE__ */ z.strictObject({
  contractKind: z.enum(CONTRACT_KINDS),
  contractId: z.int(),
  /** The account of the agent that offered the contract. */
  upline: z.string(),
});

/**
 * System messages: each template's code, the kind it is filed under and its params. The
 * site words a template with its text `mb_tpl_<code>` and the params. A new template is one
 * entry here and that text in every catalogue.
 */
export const MESSAGE_TEMPLATES = {
  /** To the downline: an agent offered it a contract, to accept or reject. */
  CONTRACT_OFFERED: { kind: 'CONTRACT', params: ContractParams },
  /** To the downline: the offering agent ended its contract. */
  CONTRACT_TERMINATED: { kind: 'CONTRACT', params: ContractParams },
  /** To the offering agent: its downline (`member`) asked to end a contract. */
  CONTRACT_TERMINATION_REQUESTED: {
    kind: 'CONTRACT',
    params: /* @__PURE__ */ z.strictObject({
      contractKind: z.enum(CONTRACT_KINDS),
      contractId: z.int(),
      member: z.string(),
    }),
  },
  /**
   * To the downline: its contract ended because the offering agent's own contract no longer
   * covers it (it pays less, or in another period).
   */
  CONTRACT_AUTO_TERMINATED: { kind: 'CONTRACT', params: ContractParams },
  /** To the downline: its contract ended because the offering agent's own contract ended. */
  CONTRACT_UPLINE_ENDED: { kind: 'CONTRACT', params: ContractParams },
} as const satisfies Record<string, { kind: MessageKind; params: Schema }>;

export type MessageTemplateCode = keyof typeof MESSAGE_TEMPLATES;
export const MESSAGE_TEMPLATE_CODES = Object.keys(MESSAGE_TEMPLATES) as [
  MessageTemplateCode,
  ...MessageTemplateCode[],
];
export type MessageTemplateParams<K extends MessageTemplateCode> = z.infer<
  (typeof MESSAGE_TEMPLATES)[K]['params']
>;

/** A system message as a module sends it: a template with its params. */
export type TemplateMessage = {
  [K in MessageTemplateCode]: { template: K; params: MessageTemplateParams<K> };
}[MessageTemplateCode];

/** The operator's words: plain text, shown as text (never as HTML). */
export const OperatorText = {
  title: /* @__PURE__ */ text(200, 1),
  body: /* @__PURE__ */ text(5000, 1),
};

/** A message id, as the list gives it. */
const MessageId = /* @__PURE__ */ z.int().check(z.positive());

export const MailMessage = /* @__PURE__ */ z.object({
  id: z.int(),
  kind: z.enum(MESSAGE_KINDS),
  /** The operator's title and body; null for a template message. */
  title: z.nullable(z.string()),
  body: z.nullable(z.string()),
  /** A system message's template and params; null for the operator's. */
  template: z.nullable(z.enum(MESSAGE_TEMPLATE_CODES)),
  params: z.nullable(z.record(z.string(), z.union([z.string(), z.number()]))),
  createdAt: z.string(),
  /** When the member opened it; null while unread. */
  readAt: z.nullable(z.string()),
});
export type MailMessage = z.infer<typeof MailMessage>;

export const MAILBOX_FILTERS = ['all', 'unread'] as const;
export type MailboxFilter = (typeof MAILBOX_FILTERS)[number];

export const getMessages = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/mailbox/messages',
  tag,
  token: true,
  summary: "The member's messages, newest first, all or the unread ones (deleted ones never)",
  query: z.object({ ...PageQuery, filter: z._default(z.enum(MAILBOX_FILTERS), 'all') }),
  value: z.object({ list: z.array(MailMessage), ...PageInfo, unread: z.int() }),
});

export const markMessagesRead = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/mailbox/read',
  tag,
  token: true,
  summary:
    'Marks one of the member’s messages read (`id`; 404 when it is not one of its own), or all of them (`all`)',
  body: z.union([z.strictObject({ id: MessageId }), z.strictObject({ all: z.literal(true) })]),
  value: z.object({ unread: z.int() }),
});

export const deleteMessage = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/mailbox/delete',
  tag,
  token: true,
  summary: 'Deletes one of the member’s messages (404 when it is not one of its own)',
  body: z.strictObject({ id: MessageId }),
  value: z.object({ unread: z.int() }),
});
