import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SafeHtml } from '../../../components/ui/index.ts';
import { useAnnouncements } from '../../system/index.ts';
import styles from './promotions.module.css';

/** /promotions: the PR announcements, each with a 'more' link to its detail page. */
export function PromotionsPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, isPending } = useAnnouncements();
  const promotions = data?.promotion ?? [];
  return (
    <section className={styles.page} aria-labelledby={headingId} aria-busy={isPending || undefined}>
      <h1 id={headingId} className={styles.title}>
        {t('hd_event')}
      </h1>
      {!isPending && promotions.length === 0 && <p className={styles.empty}>{t('in_no_data')}</p>}
      <ul className={styles.list}>
        {promotions.map((promo) => (
          <li key={promo.id}>
            <article className={styles.card} aria-labelledby={`promo-${promo.id}`}>
              <h2 id={`promo-${promo.id}`} className={styles.cardTitle}>
                {promo.title}
              </h2>
              <SafeHtml html={promo.content} className={styles.excerpt} />
              <Link to={`/promoDetail?id=${promo.id}`} className={styles.more}>
                {t('app_more')}
                <span className="visually-hidden">: {promo.title}</span>
              </Link>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
