import { useTranslation } from 'react-i18next';
import { Header } from '../../features/layout/index.ts';
import styles from './layout.module.css';
import { PageOutlet } from './page-outlet.tsx';

/** Lottery, game and seamless pages: the header only; /lottery also hides its navigation. */
export function HeaderOnlyLayout({ hideNav = false }: { hideNav?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {t('app_skip_to_content')}
      </a>
      <Header hideNav={hideNav} />
      <main id="main" className={`${styles.main} ${styles.wide}`} tabIndex={-1}>
        <PageOutlet />
      </main>
    </div>
  );
}
