import { opsSetMaintenance, opsShowSettings } from '@gamehall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorWords } from '../../lib/error-words.ts';
import { QueryState } from '../../lib/query-state.tsx';
import { staffCall } from '../../lib/staff-call.ts';
import { useMay } from '../../lib/staff-session.ts';
import styles from '../page.module.css';

const SETTINGS = ['console', 'settings'];

/** The site's state: maintenance (switched here by a role that may) and the region rules. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const may = useMay();
  const client = useQueryClient();
  const settings = useQuery({
    queryKey: SETTINGS,
    queryFn: () => staffCall(opsShowSettings, { query: {} }),
  });
  const maintenance = useMutation({
    mutationFn: (on: boolean) => staffCall(opsSetMaintenance, { body: { on } }),
    onSuccess: () => client.invalidateQueries({ queryKey: SETTINGS }),
  });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('cs_nav_settings')}</h1>
      <QueryState query={settings} />
      {settings.data && (
        <>
          <section className={styles.section} aria-labelledby="cs-maintenance">
            <h2 id="cs-maintenance">{t('cs_maintenance')}</h2>
            <p role="status">
              {settings.data.maintenance.active
                ? t('cs_maintenance_on', { until: settings.data.maintenance.end ?? '—' })
                : t('cs_maintenance_off')}
            </p>
            {may('settings.write') && (
              <div className={styles.form}>
                <button
                  type="button"
                  className={styles.secondary}
                  disabled={maintenance.isPending}
                  onClick={() => maintenance.mutate(!settings.data.maintenance.on)}
                >
                  {t(settings.data.maintenance.on ? 'cs_maintenance_end' : 'cs_maintenance_start')}
                </button>
              </div>
            )}
            {maintenance.isError && (
              <p role="alert" className={styles.error}>
                {errorWords(t, maintenance.error)}
              </p>
            )}
          </section>
          <section className={styles.section} aria-labelledby="cs-region">
            <h2 id="cs-region">{t('cs_region')}</h2>
            <p>
              {t('cs_region_countries', {
                list: settings.data.regionRestriction.blockedCountries.join(', ') || t('cs_none'),
              })}
            </p>
            <p>
              {t('cs_region_ranges', {
                list: settings.data.regionRestriction.blockedCidrs.join(', ') || t('cs_none'),
              })}
            </p>
          </section>
        </>
      )}
    </div>
  );
}
