import type { ActionState, PromotionCard as Promotion } from '@gamehall/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusTag } from '../../panel/index.ts';
import { STATUS_TONE } from '../model/promotion.ts';
import styles from '../pages/promotions.module.css';
import { PromotionAction } from './promotion-action.tsx';
import { PromotionBanner } from './promotion-banner.tsx';
import { usePeriod } from './use-period.ts';

export interface PromotionCardProps {
  promo: Promotion;
  /** A player's state on it (none for a visitor, a trial account, or a promotion without). */
  state?: ActionState;
  busy: boolean;
  onClaim: () => void;
  onApply: () => void;
}

/** One promotion on the list: banner, title, status, summary, period, details, the button. */
export function PromotionCard({ promo, state, busy, onClaim, onApply }: PromotionCardProps) {
  const { t } = useTranslation();
  const period = usePeriod();
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <PromotionBanner promo={promo} />
      <div className={styles.cardHead}>
        <h2 id={titleId} className={styles.cardTitle}>
          {promo.title}
        </h2>
        <StatusTag tone={STATUS_TONE[promo.status]}>
          {t(`app_promo_status_${promo.status}`)}
        </StatusTag>
      </div>
      <p className={styles.summary}>{promo.summary}</p>
      <p className={styles.period}>{period(promo)}</p>
      <div className={styles.cardActions}>
        <Link to={`/promoDetail?id=${promo.id}`} className={styles.more}>
          {t('app_promo_details')}
          <span className="visually-hidden">: {promo.title}</span>
        </Link>
        {state && (
          <PromotionAction
            promo={promo}
            state={state}
            busy={busy}
            onClaim={onClaim}
            onApply={onApply}
            named
          />
        )}
      </div>
    </article>
  );
}
