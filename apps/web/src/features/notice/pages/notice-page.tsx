import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/ui/index.ts';
import { useAnnouncements, useSiteConfig } from '../../system/index.ts';
import { NoticeDetail } from '../components/notice-detail.tsx';
import { NoticeList } from '../components/notice-list.tsx';
import styles from './notice-page.module.css';

/** Product §9: notices 9 per page. */
export const NOTICES_PER_PAGE = 9;

/** Product §2 /noticePage: the player notices (type PL), a page of titles and the chosen one. */
export default function NoticePage() {
  const { t } = useTranslation();
  const headingId = useId();
  const announcements = useAnnouncements();
  const timeZone = useSiteConfig().data?.timeZone;
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number>();
  const detailRef = useRef<HTMLElement>(null);

  const notices = announcements.data?.player ?? [];
  const totalPages = Math.max(1, Math.ceil(notices.length / NOTICES_PER_PAGE));
  const current = Math.min(page, totalPages);
  const shown = notices.slice((current - 1) * NOTICES_PER_PAGE, current * NOTICES_PER_PAGE);
  // Until someone chooses, the first notice of the page is open, so the page is never blank.
  const selected = shown.find((n) => n.id === selectedId) ?? shown[0];

  const select = (id: number) => {
    setSelectedId(id);
    // On a phone the content sits below the list: bring it into view. Side by side on a
    // desktop it is already visible, and "nearest" leaves the page where it is.
    // Waits a frame so the new notice has its height before the scroll is measured.
    window.requestAnimationFrame?.(() => detailRef.current?.scrollIntoView?.({ block: 'nearest' }));
  };
  const changePage = (next: number) => {
    setPage(next);
    setSelectedId(undefined);
  };

  let body: ReactNode;
  if (announcements.isPending) {
    body = (
      <p role="status" className={styles.message}>
        {t('in_loading')}
      </p>
    );
  } else if (announcements.isError && notices.length === 0) {
    body = (
      <div role="alert" className={styles.message}>
        <p>{t('in_network_abnormal')}</p>
        <button type="button" className={styles.retry} onClick={() => announcements.refetch()}>
          {t('in_retry')}
        </button>
      </div>
    );
  } else if (!selected) {
    body = <p className={styles.message}>{t('in_no_data')}</p>;
  } else {
    body = (
      <div className={styles.columns}>
        <div className={styles.aside}>
          <NoticeList
            notices={shown}
            selectedId={selected.id}
            onSelect={select}
            timeZone={timeZone}
          />
          <Pagination
            page={current}
            totalPages={totalPages}
            onChange={changePage}
            label={t('in_notice_pages')}
          />
        </div>
        <NoticeDetail ref={detailRef} notice={selected} timeZone={timeZone} />
      </div>
    );
  }

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {t('in_notice_title')}
      </h1>
      {body}
    </section>
  );
}
