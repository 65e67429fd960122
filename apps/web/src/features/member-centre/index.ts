/**
 * The member centre (product §2). Loaded only when its dialog first opens: app/dialog-host.tsx
 * imports this file with import(), so nothing here joins the first page load.
 */
export { MemberCentreDialog } from './components/member-centre-dialog.tsx';
