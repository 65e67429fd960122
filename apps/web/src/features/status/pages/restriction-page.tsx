import { useTranslation } from 'react-i18next';
import { useStatus } from '../../system/index.ts';
import { ShieldIcon } from '../components/status-icons.tsx';
import styles from '../components/status-screen.module.css';
import { StatusScreen } from '../components/status-screen.tsx';

/** Product §2 IP restriction page: replaces the whole site while system status is 2. */
export function RestrictionPage() {
  const { t } = useTranslation();
  const location = useStatus().data?.location;
  return (
    <StatusScreen heading={t('app_restriction_of_visit')} icon={<ShieldIcon />}>
      <p>{t('in_access_restricted')}</p>
      {location && (
        <dl className={styles.details}>
          <div className={styles.detail}>
            <dt>{t('app_your_ip')}</dt>
            <dd>{location.ip}</dd>
          </div>
          <div className={styles.detail}>
            <dt>{t('app_your_country')}</dt>
            <dd>{location.country}</dd>
          </div>
        </dl>
      )}
    </StatusScreen>
  );
}
