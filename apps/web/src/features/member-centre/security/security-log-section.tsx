import { useTranslation } from 'react-i18next';
import { Section, panelStyles as styles, useBrandTime } from '../../panel/index.ts';
import { useSecurityLog } from '../api/get-security-log.ts';

/** The last logins, failures, password changes and bindings, in the brand's time zone. */
export function SecurityLogSection() {
  const { t } = useTranslation();
  const { data, isPending, error } = useSecurityLog();
  const time = useBrandTime();
  const rows = data?.list ?? [];

  return (
    <Section title={t('mc_security_log')}>
      {isPending && <p role="status">{t('in_loading')}</p>}
      {error && <p role="alert">{error.message}</p>}
      {data && rows.length === 0 && <p>{t('in_no_data')}</p>}
      {rows.length > 0 && (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('mc_security_log')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('mc_log_event')}</th>
                <th scope="col">{t('mc_log_time')}</th>
                <th scope="col">{t('mc_log_ip')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                // Two events may share a time; the list is replaced whole, never reordered.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <tr key={i}>
                  <td>{t(`mc_event_${row.event}`, { defaultValue: row.event })}</td>
                  <td>{time(row.at)}</td>
                  <td>{row.ip ?? '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
