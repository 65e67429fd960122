/**
 * The members' mailboxes (product §1 mailbox). Other modules put messages in them with
 * `sendMessage`, inside their own transaction: a system message is a template of
 * MESSAGE_TEMPLATES (packages/contract/src/mailbox.ts) with its params, which the site
 * words in the reader's language.
 */
export type {
  MessageTemplateCode,
  MessageTemplateParams,
  TemplateMessage,
} from '@gamehall/contract';
export {
  type OperatorMessage,
  type OutgoingMessage,
  sendMessage,
  sendOperatorMessage,
} from './service.ts';
