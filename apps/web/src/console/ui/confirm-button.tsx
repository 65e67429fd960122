import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog.tsx';
import styles from '../pages/page.module.css';

interface ConfirmButtonProps {
  /** The button that asks first. */
  label: string;
  /** The question, the dialog's name. */
  title: string;
  /** What follows if staff go on: the consequences, in words. */
  children: ReactNode;
  /** The button that does it. */
  confirmLabel: string;
  onConfirm: () => void;
  disabled?: boolean;
  danger?: boolean;
}

/** An action that asks before it is done, naming what it will change. */
export function ConfirmButton({
  label,
  title,
  children,
  confirmLabel,
  onConfirm,
  disabled,
  danger,
}: ConfirmButtonProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.secondary}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        role="alertdialog"
        describedBy={`${id}-what`}
        width={480}
        footer={
          <div className={styles.form}>
            <button type="button" className={styles.secondary} onClick={() => setOpen(false)}>
              {t('cs_cancel')}
            </button>
            <button
              type="button"
              className={danger ? styles.danger : styles.primary}
              onClick={() => {
                setOpen(false);
                onConfirm();
              }}
            >
              {confirmLabel}
            </button>
          </div>
        }
      >
        <div id={`${id}-what`} className={styles.stack}>
          {children}
        </div>
      </Dialog>
    </>
  );
}
