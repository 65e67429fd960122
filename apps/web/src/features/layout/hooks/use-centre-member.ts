import { useEffect } from 'react';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useMemberInfo } from '../../session/index.ts';
import { TRIAL_TYPE } from '../model/avatar.ts';
import { useProtected } from './use-protected.ts';

/**
 * The member a centre dialog (member centre, mailbox) is shown to, with its query's state.
 * A trial account gets none, however the dialog was opened (product §4): the dialog closes
 * and the product §5 warning shows. `shown` is false until the member info has loaded or
 * failed (the dialog then shows the error with a retry), and for a trial account.
 */
export function useCentreMember() {
  const close = useDialogs((s) => s.close);
  const guard = useProtected();
  const info = useMemberInfo();
  const trial = info.data?.type === TRIAL_TYPE;
  useEffect(() => {
    if (!trial) return;
    close();
    guard(() => undefined);
  }, [trial, close, guard]);
  return { ...info, shown: !trial && Boolean(info.data ?? info.error) };
}
