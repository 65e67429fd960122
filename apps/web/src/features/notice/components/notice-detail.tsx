import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/ui/index.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import type { Notice } from '../types.ts';
import styles from './notice-detail.module.css';

interface NoticeDetailProps {
  notice: Notice;
  timeZone: string | undefined;
  ref?: Ref<HTMLElement>;
}

/** The chosen notice: a region named by its title, with the operator's HTML body. */
export function NoticeDetail({ notice, timeZone, ref }: NoticeDetailProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section ref={ref} className={styles.detail} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {notice.title}
      </h2>
      <p className={styles.meta}>
        <span>{t('in_notice_published')}</span>
        <time dateTime={notice.createdAt}>{formatDateTime(notice.createdAt, timeZone)}</time>
      </p>
      {/* Operators write notices as HTML; only safe markup reaches the page. */}
      <SafeHtml html={notice.content} className={styles.content} />
    </section>
  );
}
