import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';

/*
 * The unread count on its own (not in mailbox.ts): the header polls it on every page of a
 * logged-in member, so the site's first load carries this one declaration, not the
 * mailbox's (a contract module the first page imports goes into its chunk whole).
 */

export const getUnreadCount = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  tag: 'mailbox',
  token: true,
  summary: "The member's unread messages (product §7 unread messages); a trial account has none",
  query: z.object({}),
  value: z.object({ count: z.int() }),
});
