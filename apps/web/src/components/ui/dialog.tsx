import { type CSSProperties, type MouseEvent, type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styles from './dialog.module.css';
import { useModal } from './use-modal.ts';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name; shown as the heading unless hideTitle. */
  title: string;
  hideTitle?: boolean;
  children: ReactNode;
  /** Clicking the cover closes (product: unless cover is off). Default true. */
  closeOnCover?: boolean;
  /** Escape closes. Default true. */
  closeOnEscape?: boolean;
  /** Close by itself after this many ms. */
  autoCloseMs?: number;
  /** Default 600 (product §9 generic modal width). */
  width?: number;
  className?: string;
  /** Shown under the content, e.g. the dialog's buttons. */
  footer?: ReactNode;
  /** Hide the close button (the dialog must then offer its own way out). Default false. */
  hideCloseButton?: boolean;
  /** id of an element that describes the dialog (aria-describedby). */
  describedBy?: string;
  /** 'alertdialog' for warnings that interrupt the person. Default 'dialog'. */
  role?: 'dialog' | 'alertdialog';
}

export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  // Mounting the panel only while open lets its effects run once per opening.
  return createPortal(<DialogPanel {...props} />, document.body);
}

function DialogPanel({
  onClose,
  title,
  hideTitle = false,
  children,
  closeOnCover = true,
  closeOnEscape = true,
  autoCloseMs,
  width = 600,
  className,
  footer,
  hideCloseButton = false,
  describedBy,
  role = 'dialog',
}: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // Closing on the cover needs the press to start there too, so selecting text inside
  // the panel and releasing the mouse over the cover does not close the dialog.
  const pressedCover = useRef(false);
  useModal({ panelRef, onClose, closeOnEscape, autoCloseMs });

  const onCoverDown = (event: MouseEvent) => {
    pressedCover.current = event.target === event.currentTarget;
  };
  const onCoverClick = (event: MouseEvent) => {
    const fromCover = pressedCover.current && event.target === event.currentTarget;
    pressedCover.current = false;
    if (fromCover && closeOnCover) onClose();
  };

  const panelClass = [styles.panel, className].filter(Boolean).join(' ');
  return (
    // The cover is a pointer convenience only; keyboard users close with Escape or the
    // close button, so it needs no role or key handler of its own.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <div className={styles.cover} onMouseDown={onCoverDown} onClick={onCoverClick}>
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is dialog or alertdialog, both take aria-modal */}
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={panelClass}
        style={{ '--dialog-width': `${width}px` } as CSSProperties}
      >
        <header className={hideTitle ? styles.headerBare : styles.header}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          {!hideCloseButton && (
            <button
              type="button"
              className={styles.close}
              onClick={onClose}
              aria-label={t('in_close')}
              data-dialog-close=""
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          )}
        </header>
        <div className={styles.body}>{children}</div>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </div>
  );
}
