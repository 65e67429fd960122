/**
 * The mailbox dialog, loaded only when it first opens: app/centre-dialogs.ts (which
 * dialog-host.tsx imports with import()) re-exports it, so it never joins the first load.
 */
export { MailboxDialog } from './components/mailbox-dialog.tsx';
