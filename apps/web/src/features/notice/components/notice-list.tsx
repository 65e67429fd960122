import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date.ts';
import type { Notice } from '../types.ts';
import styles from './notice-list.module.css';

interface NoticeListProps {
  notices: Notice[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  timeZone: string | undefined;
}

/** One page of notice titles; the chosen one is marked for assistive technology too. */
export function NoticeList({ notices, selectedId, onSelect, timeZone }: NoticeListProps) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list} aria-label={t('in_notice_list')}>
      {notices.map((notice) => {
        const selected = notice.id === selectedId;
        return (
          <li key={notice.id}>
            <button
              type="button"
              className={selected ? `${styles.item} ${styles.selected}` : styles.item}
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(notice.id)}
            >
              <span className={styles.title}>{notice.title}</span>{' '}
              <time className={styles.date} dateTime={notice.createdAt}>
                {formatDateTime(notice.createdAt, timeZone)}
              </time>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
