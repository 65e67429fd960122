import type { opsMemberDetail, ValueOf } from '@gamehall/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import page from '../page.module.css';

type Detail = ValueOf<typeof opsMemberDetail>;

/** The member's sessions, the live ones marked. */
export function SessionsTab({ sessions }: { sessions: Detail['sessions'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (sessions.length === 0) return <p className={page.muted}>{t('cs_member_no_sessions')}</p>;
  return (
    <div className={page.scroll}>
      <table className={page.table} aria-label={t('cs_member_tab_sessions')}>
        <thead>
          <tr>
            <th scope="col">{t('cs_member_started')}</th>
            <th scope="col">{t('cs_member_ends')}</th>
            <th scope="col">{t('cs_state')}</th>
            <th scope="col">{t('cs_member_ip')}</th>
            <th scope="col">{t('cs_member_device')}</th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((s) => (
            <tr key={`${s.startedAt}-${s.ip}`}>
              <td>{format.dateTime(s.startedAt)}</td>
              <td>{format.dateTime(s.endsAt)}</td>
              <td>
                {s.live ? (
                  <span className={`${page.badge} ${page.done}`}>{t('cs_member_live')}</span>
                ) : (
                  t('cs_member_ended')
                )}
              </td>
              <td>{s.ip ?? '—'}</td>
              <td className={page.muted}>{s.userAgent ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The member's latest logins and refusals, as the server recorded them. */
export function LoginsTab({ logins }: { logins: Detail['logins'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (logins.length === 0) return <p className={page.muted}>{t('cs_member_no_logins')}</p>;
  return (
    <div className={page.scroll}>
      <table className={page.table} aria-label={t('cs_member_tab_logins')}>
        <thead>
          <tr>
            <th scope="col">{t('cs_audit_at')}</th>
            <th scope="col">{t('cs_member_event')}</th>
            <th scope="col">{t('cs_member_ip')}</th>
            <th scope="col">{t('cs_member_device')}</th>
          </tr>
        </thead>
        <tbody>
          {logins.map((l) => (
            <tr key={`${l.at}-${l.event}`}>
              <td>{format.dateTime(l.at)}</td>
              <td>{l.event}</td>
              <td>{l.ip ?? '—'}</td>
              <td className={page.muted}>{l.userAgent ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
