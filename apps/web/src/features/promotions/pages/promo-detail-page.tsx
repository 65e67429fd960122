import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SafeHtml } from '../../../components/ui/index.ts';
import { useAnnouncements } from '../../system/index.ts';
import styles from './promotions.module.css';

/** /promoDetail?id=…: one promotion in full. */
export function PromoDetailPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const [params] = useSearchParams();
  const { data, isPending } = useAnnouncements();
  const id = Number(params.get('id'));
  const promo = data?.promotion.find((p) => p.id === id);
  return (
    <article className={styles.page} aria-labelledby={headingId} aria-busy={isPending || undefined}>
      <Link to="/promotions" className={styles.back}>
        {t('app_back_to_promotions')}
      </Link>
      <h1 id={headingId} className={styles.title}>
        {promo?.title ?? t('hd_event')}
      </h1>
      {promo ? (
        <SafeHtml html={promo.content} className={styles.content} />
      ) : (
        !isPending && <p className={styles.empty}>{t('in_no_data')}</p>
      )}
    </article>
  );
}
