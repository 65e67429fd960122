/**
 * The agent centre (product §2, issue 14). Loaded only when its dialog first opens:
 * app/dialog-host.tsx imports this file with import(), so nothing here joins the first
 * page load; each group of its pages is a chunk of its own (model/pages.ts).
 */
export { AgentCentreDialog } from './components/agent-centre-dialog.tsx';
