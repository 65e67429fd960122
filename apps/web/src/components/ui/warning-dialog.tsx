import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog.tsx';
import { SafeHtml } from './safe-html.tsx';
import styles from './warning-dialog.module.css';
import { WarningGlyph } from './warning-icons.tsx';
import { type QueuedWarning, useWarningQueue } from './warning-queue.ts';

/** One queued warning (product §2 generic warning dialog); WarningHost loads this file. */
export function WarningDialog({ warning }: { warning: QueuedWarning }) {
  const { t } = useTranslation();
  const bodyId = useId();
  const { id, options } = warning;
  const html = options.html ?? '';
  const buttons = options.buttons?.length
    ? options.buttons
    : [{ label: t('in_increase_submit'), onClick: undefined }];

  // A button press and the auto-close timer may land together; report closing once.
  const closed = useRef(false);
  const close = () => {
    if (closed.current) return;
    closed.current = true;
    useWarningQueue.getState().dismiss(id);
    options.onClose?.();
  };

  return (
    <Dialog
      open
      role="alertdialog"
      onClose={close}
      title={options.title}
      hideTitle
      width={400}
      closeOnCover={options.cover !== false}
      autoCloseMs={options.autoCloseMs}
      describedBy={html ? bodyId : undefined}
      className={styles.warning}
    >
      <div className={styles.content}>
        {options.icon && <WarningGlyph icon={options.icon} />}
        <p className={styles.title} aria-hidden="true">
          {options.title}
        </p>
        {/* Operator and server texts may carry markup. */}
        {html && <SafeHtml id={bodyId} html={html} className={styles.html} />}
        <div className={styles.buttons}>
          {buttons.map((button, index) => (
            <button
              // Labels may repeat; the position is what tells the buttons apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: static list per warning
              key={index}
              type="button"
              className={index === buttons.length - 1 ? styles.primary : styles.secondary}
              onClick={() => {
                button.onClick?.();
                close();
              }}
            >
              {button.label}
            </button>
          ))}
        </div>
      </div>
    </Dialog>
  );
}
