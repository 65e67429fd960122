import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, SafeHtml } from '../../../components/ui/index.ts';
import styles from './popup-notice-dialog.module.css';

export interface PopupNotice {
  id: number;
  title: string;
  content: string;
}

/**
 * One dialog per popup notice, in order; closing the last one ends the series, telling
 * whether the player asked not to see them again today (product §9 hidden-today reminder).
 */
export function PopupNoticeDialog({
  notices,
  onDone,
}: {
  notices: PopupNotice[];
  onDone: (hideToday: boolean) => void;
}) {
  const { t } = useTranslation();
  const checkId = useId();
  const [index, setIndex] = useState(0);
  const [hideToday, setHideToday] = useState(false);
  const notice = notices[index];
  if (!notice) return null;
  const next = () => (index + 1 < notices.length ? setIndex(index + 1) : onDone(hideToday));
  const last = index + 1 >= notices.length;
  return (
    <Dialog
      open
      onClose={next}
      title={notice.title}
      footer={
        <div className={styles.footer}>
          <label htmlFor={checkId} className={styles.hideToday}>
            <input
              id={checkId}
              type="checkbox"
              checked={hideToday}
              onChange={(event) => setHideToday(event.target.checked)}
            />
            {t('app_hide_today')}
          </label>
          <button type="button" className={styles.button} onClick={next}>
            {last ? t('in_close') : t('app_next_notice')}
          </button>
        </div>
      }
    >
      <SafeHtml key={notice.id} html={notice.content} className={styles.content} />
    </Dialog>
  );
}
