import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useSiteConfig, useStatus } from '../../system/index.ts';
import { WrenchIcon } from '../components/status-icons.tsx';
import styles from '../components/status-screen.module.css';
import { StatusScreen } from '../components/status-screen.tsx';

/** Product §2 maintenance page: replaces the whole site while system status is 1. */
export function MaintenancePage() {
  const { t } = useTranslation();
  const end = useStatus().data?.maintenanceEnd ?? null;
  const timeZone = useSiteConfig().data?.timeZone;
  const endText = end ? formatDateTime(end, timeZone) || null : null;
  return (
    <StatusScreen
      eyebrow={t('app_restriction_of_visit')}
      heading={t('app_system_maintenance')}
      icon={<WrenchIcon />}
    >
      <p>{t('in_system_maintenance')}</p>
      {end && endText && (
        <dl className={styles.details}>
          <div className={styles.detail}>
            <dt>{t('app_maintenance_end')}</dt>
            <dd>
              <time dateTime={end}>{endText}</time>
            </dd>
          </div>
        </dl>
      )}
    </StatusScreen>
  );
}
