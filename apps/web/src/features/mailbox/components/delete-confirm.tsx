import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/index.ts';
import { panelStyles } from '../../panel/index.ts';

export interface DeleteConfirmProps {
  /** The message's title, named in the question. */
  title: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a message is deleted (it cannot be brought back): an alert dialog over the mailbox. */
export function DeleteConfirm({ title, busy, onConfirm, onCancel }: DeleteConfirmProps) {
  const { t } = useTranslation();
  const bodyId = useId();
  return (
    <Dialog
      open
      role="alertdialog"
      title={t('mb_delete_title')}
      describedBy={bodyId}
      width={420}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className={panelStyles.secondary} onClick={onCancel}>
            {t('mb_cancel')}
          </button>
          <button type="button" className={panelStyles.primary} disabled={busy} onClick={onConfirm}>
            {t('mb_delete')}
          </button>
        </>
      }
    >
      <p id={bodyId} className={panelStyles.hint}>
        {t('mb_delete_body', { title })}
      </p>
    </Dialog>
  );
}
