import { type ReactNode, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/index.ts';
import styles from './centre.module.css';

export interface CentreDialogProps {
  title: string;
  onClose: () => void;
  /** The menu (CentreMenu), or null while the member could not be loaded. */
  menu: ReactNode | null;
  /** The page's title and the page itself (loaded lazily: Suspense shows in_loading). */
  pageTitle: string;
  page: ReactNode;
  /** Why nothing can be shown, with a retry; null when the menu and page show. */
  failure: { message: string; retrying: boolean; retry: () => void } | null;
}

/**
 * A centre dialog of product §2 (member centre, agent centre): a left menu, the page on the
 * right, a close button; full screen with the menu as a row on top at 375 px.
 */
export function CentreDialog({
  title,
  onClose,
  menu,
  pageTitle,
  page,
  failure,
}: CentreDialogProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Dialog open onClose={onClose} title={title} hideTitle width={1040} className={styles.dialog}>
      {failure ? (
        <div className={styles.failed}>
          <p role="alert">{failure.message}</p>
          <button type="button" disabled={failure.retrying} onClick={failure.retry}>
            {t('in_retry')}
          </button>
        </div>
      ) : (
        <div className={styles.layout}>
          {menu}
          <section className={styles.content} aria-labelledby={headingId}>
            <h3 id={headingId} className={styles.pageTitle}>
              {pageTitle}
            </h3>
            <Suspense fallback={<p role="status">{t('in_loading')}</p>}>{page}</Suspense>
          </section>
        </div>
      )}
    </Dialog>
  );
}
