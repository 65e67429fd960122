import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { showWarning } from '../components/ui/index.ts';
import { type DialogName, useDialogs } from '../lib/dialog-store.ts';
import { i18next, loadTextArea } from '../lib/i18n/index.ts';
import { useLoggedIn } from '../lib/session-store.ts';
import { withChunkTimeout } from './chunk-error.ts';

export interface HostedDialogProps {
  page?: string;
  onClose: () => void;
}
type HostedDialog = ComponentType<HostedDialogProps>;

const Nothing: HostedDialog = () => null;

/**
 * A dialog's code loads when it first opens, never with the first page. A chunk that
 * fails closes the dialog with the product §8 message; the next opening tries again.
 */
function lazyDialog(name: string, load: () => Promise<HostedDialog>): HostedDialog {
  const make = () =>
    lazy(() =>
      withChunkTimeout(load(), name).then(
        (component) => ({ default: component }),
        () => {
          current = make();
          useDialogs.getState().close();
          showWarning({
            icon: 'error',
            title: i18next.t('in_chunk_load_failed'),
            html: i18next.t('in_network_abnormal'),
            buttons: [{ label: i18next.t('in_increase_submit') }],
          });
          return { default: Nothing };
        },
      ),
    );
  let current = make();
  return (props) => {
    const Current = current;
    return <Current {...props} />;
  };
}

/** Their texts are a lazy area too (lib/i18n LAZY_AREAS): they come with the code. */
const session = () =>
  Promise.all([import('../features/session/dialogs.ts'), loadTextArea('auth')]).then(([m]) => m);

/** The centres' code with their texts (the agent centre's and the mailbox's are in the member area). */
const centres = () =>
  Promise.all([
    import('./centre-dialogs.ts'),
    loadTextArea('auth'),
    loadTextArea('member'),
    loadTextArea('money'),
  ]).then(([m]) => m);

const hosted: Partial<Record<DialogName, HostedDialog>> = {
  login: lazyDialog('login', () => session().then((m) => m.LoginDialog)),
  register: lazyDialog('register', () => session().then((m) => m.RegisterDialog)),
  forgotPassword: lazyDialog('forgotPassword', () => session().then((m) => m.ForgotPasswordDialog)),
  changePassword: lazyDialog('changePassword', () => session().then((m) => m.ChangePasswordDialog)),
  resetPassword: lazyDialog('resetPassword', () => session().then((m) => m.ResetPasswordDialog)),
  memberCentre: lazyDialog('memberCentre', () => centres().then((m) => m.MemberCentreDialog)),
  agentCentre: lazyDialog('agentCentre', () => centres().then((m) => m.AgentCentreDialog)),
  mailbox: lazyDialog('mailbox', () => centres().then((m) => m.MailboxDialog)),
};

/** Dialogs that make sense only to a visitor who is not logged in. */
const LOGGED_OUT_ONLY: ReadonlySet<DialogName> = new Set(['login', 'register']);

/** Renders the site-wide dialog named in the dialog store (product §2 dialogs). */
export function DialogHost() {
  const open = useDialogs((s) => s.open);
  const page = useDialogs((s) => s.page);
  const close = useDialogs((s) => s.close);
  const loggedIn = useLoggedIn();
  const refused = open !== null && loggedIn && LOGGED_OUT_ONLY.has(open);

  useEffect(() => {
    if (refused) close();
  }, [refused, close]);

  const View = open && !refused ? hosted[open] : undefined;
  if (!View) return null;
  return (
    <Suspense fallback={null}>
      <View key={open} page={page} onClose={close} />
    </Suspense>
  );
}
