import { useTranslation } from 'react-i18next';
import { DeferredFooter, Header, RightBar, SideMenu } from '../../features/layout/index.ts';
import styles from './layout.module.css';
import { PageOutlet } from './page-outlet.tsx';

/** Product §2 full layout: header, side menu, right bar, footer; pointMall drops the side menu. */
export function FullLayout({ sideMenu = true }: { sideMenu?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {t('app_skip_to_content')}
      </a>
      <Header drawer={sideMenu} />
      <div className={sideMenu ? styles.body : `${styles.body} ${styles.noSide}`}>
        {sideMenu && (
          <div className={styles.side}>
            <SideMenu />
          </div>
        )}
        <main id="main" className={styles.main} tabIndex={-1}>
          <PageOutlet />
        </main>
        <div className={styles.right}>
          <RightBar />
        </div>
      </div>
      <DeferredFooter />
    </div>
  );
}
