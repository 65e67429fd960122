import { useId } from 'react';
import { Dialog } from '../../../components/ui/index.ts';
import panelStyles from './panel.module.css';

export interface ConfirmDialogProps {
  /** The question, as the dialog's title ("Delete this message?"). */
  title: string;
  /** What follows from it. */
  body: string;
  /** The button that goes ahead ("Delete"). */
  confirm: string;
  /** The button that does nothing ("Cancel"). */
  cancel: string;
  /** While the action runs: the button that goes ahead waits. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before an action that cannot be undone (a contract ended, a message deleted): an
 * alert dialog over the centre, described by what follows, Cancel focused first.
 */
export function ConfirmDialog({
  title,
  body,
  confirm,
  cancel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const bodyId = useId();
  return (
    <Dialog
      open
      role="alertdialog"
      title={title}
      describedBy={bodyId}
      width={420}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className={panelStyles.secondary} onClick={onCancel}>
            {cancel}
          </button>
          <button type="button" className={panelStyles.primary} disabled={busy} onClick={onConfirm}>
            {confirm}
          </button>
        </>
      }
    >
      <p id={bodyId} className={panelStyles.hint}>
        {body}
      </p>
    </Dialog>
  );
}
