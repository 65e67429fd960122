import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, SafeHtml } from '../../../components/ui/index.ts';
import styles from './popup-notice-dialog.module.css';

export interface PopupNotice {
  id: number;
  title: string;
  content: string;
}

/** One dialog per popup notice, in order; closing the last one ends the series. */
export function PopupNoticeDialog({
  notices,
  onDone,
}: {
  notices: PopupNotice[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const notice = notices[index];
  if (!notice) return null;
  const next = () => (index + 1 < notices.length ? setIndex(index + 1) : onDone());
  const last = index + 1 >= notices.length;
  return (
    <Dialog
      open
      onClose={next}
      title={notice.title}
      footer={
        <button type="button" className={styles.button} onClick={next}>
          {last ? t('in_close') : t('app_next_notice')}
        </button>
      }
    >
      <SafeHtml key={notice.id} html={notice.content} className={styles.content} />
    </Dialog>
  );
}
