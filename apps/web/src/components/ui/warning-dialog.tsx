import DOMPurify from 'dompurify';
import { useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog.tsx';
import styles from './warning-dialog.module.css';
import { WarningGlyph } from './warning-icons.tsx';
import { type QueuedWarning, showWarning, useWarningQueue } from './warning-queue.ts';

export type { WarningIcon } from './warning-icons.tsx';
export type { WarningOptions } from './warning-queue.ts';
export { showWarning };

/** Rendered once by the app; shows the queued warnings one at a time. */
export function WarningHost() {
  const current = useWarningQueue((s) => s.items[0]);
  // The key gives every warning a fresh dialog: its own timer, focus and opener.
  return current ? <WarningDialog key={current.id} warning={current} /> : null;
}

function WarningDialog({ warning }: { warning: QueuedWarning }) {
  const { t } = useTranslation();
  const bodyId = useId();
  const { id, options } = warning;
  const html = useMemo(
    () => (options.html ? DOMPurify.sanitize(options.html) : ''),
    [options.html],
  );
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
        {html && (
          <div
            id={bodyId}
            className={styles.html}
            // Sanitised just above: operator and server texts may carry markup.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify
            dangerouslySetInnerHTML={{ __html: html }}
          />
        )}
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
