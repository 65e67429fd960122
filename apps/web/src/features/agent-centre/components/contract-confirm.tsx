import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/index.ts';
import { panelStyles } from '../../panel/index.ts';

export interface ContractConfirmProps {
  /** The question, as the dialog's title ("Terminate the contract with agent02?"). */
  title: string;
  /** What follows from it. */
  body: string;
  /** The button that goes ahead ("Terminate"). */
  confirm: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a contract action that cannot be undone (reject, terminate, request a
 * termination): an alert dialog over the centre, Cancel focused first.
 */
export function ContractConfirm({
  title,
  body,
  confirm,
  onConfirm,
  onCancel,
}: ContractConfirmProps) {
  const { t } = useTranslation();
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
            {t('ac_cancel')}
          </button>
          <button type="button" className={panelStyles.primary} onClick={onConfirm}>
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
