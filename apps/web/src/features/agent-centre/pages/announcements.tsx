import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/ui/index.ts';
import { panelStyles, QueryState, useBrandTime } from '../../panel/index.ts';
import { useAgentAnnouncements } from '../api/announcements.ts';
import styles from '../components/agent.module.css';

/** Agent centre, page agentAnnouncement: the operator's notices for agents, newest open. */
export function Announcements() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const notices = useAgentAnnouncements();
  return (
    <QueryState query={notices}>
      {(data) =>
        data.list.length === 0 ? (
          <p className={panelStyles.hint}>{t('in_no_data')}</p>
        ) : (
          <div className={styles.notices}>
            {data.list.map((notice, i) => (
              <details key={notice.id} className={styles.notice} open={i === 0}>
                <summary>
                  <span className={styles.noticeTitle}>{notice.title}</span>
                  <time dateTime={notice.createdAt}>{time(notice.createdAt)}</time>
                </summary>
                {/* Operators write notices as HTML; only safe markup reaches the page. */}
                <SafeHtml html={notice.content} />
              </details>
            ))}
          </div>
        )
      }
    </QueryState>
  );
}
