import type { AuditEntry } from '@gamehall/contract';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import styles from '../page.module.css';

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** One audit entry; what was sent and what it changed open on demand. */
export function AuditRow({ entry }: { entry: z.infer<typeof AuditEntry> }) {
  const { t } = useTranslation();
  const changed = entry.before !== null || entry.after !== null;
  return (
    <tr>
      <td>{new Date(entry.at).toLocaleString()}</td>
      <td>{entry.who ?? t('cs_audit_nobody')}</td>
      <td>
        {entry.action}
        <br />
        <span className={styles.muted}>{entry.ip}</span>
      </td>
      <td>
        {entry.outcome === 'ok'
          ? t('cs_audit_ok')
          : t('cs_audit_refused_with', { status: entry.outcome })}
      </td>
      <td>
        <details>
          <summary>{t(changed ? 'cs_audit_show_change' : 'cs_audit_show_request')}</summary>
          {changed && (
            <>
              <p className={styles.muted}>{t('cs_audit_before')}</p>
              <pre className={styles.pre}>{json(entry.before)}</pre>
              <p className={styles.muted}>{t('cs_audit_after')}</p>
              <pre className={styles.pre}>{json(entry.after)}</pre>
            </>
          )}
          <p className={styles.muted}>{t('cs_audit_request')}</p>
          <pre className={styles.pre}>{json(entry.payload)}</pre>
        </details>
      </td>
    </tr>
  );
}
