import styles from './layout.module.css';
import { PageOutlet } from './page-outlet.tsx';

/** /helpmc: the page alone, for embedding in the mobile app. */
export function BareLayout() {
  return (
    <main id="main" className={styles.main} tabIndex={-1}>
      <PageOutlet />
    </main>
  );
}
