import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ChunkBoundary } from '../chunk-boundary.tsx';
import styles from './layout.module.css';

/** Shown while a page group's chunk arrives (navigations keep the old page meanwhile). */
function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{t('in_loading')}</span>
    </div>
  );
}

/** The routed page, with its loading state and the chunk-error boundary of product §8. */
export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <ChunkBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </ChunkBoundary>
  );
}
