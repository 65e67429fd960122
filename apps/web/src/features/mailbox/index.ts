/**
 * The member's mailbox (product §1 mailbox). What the chrome uses: the unread count the
 * header polls (its call alone is in the first load). The dialog is lazy: import it from
 * './dialog.ts' with import() (app/centre-dialogs.ts does).
 */
export { UNREAD_POLL_MS, unreadCountQuery, useUnreadCount } from './api/get-unread-count.ts';
