import { useTranslation } from 'react-i18next';
import styles from './lobby-empty.module.css';

/**
 * What a vendor tab shows until the games catalogue lists its games: the product's
 * empty-list text (in_no_data), honestly, rather than invented game tiles.
 */
export function LobbyEmpty({ vendorName }: { vendorName?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.empty}>
      <svg width="48" height="48" viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
        <rect x="3" y="6" width="18" height="12" rx="3" fill="none" stroke="currentColor" />
        <path d="M8 10v4M6 12h4M15 11h.01M17 13h.01" stroke="currentColor" strokeWidth="2" />
      </svg>
      {vendorName && <p className={styles.vendor}>{vendorName}</p>}
      <p>{t('in_no_data')}</p>
    </div>
  );
}
