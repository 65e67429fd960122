import type { PromotionCard } from '@gamehall/contract';
import { useTranslation } from 'react-i18next';
import styles from '../pages/promotions.module.css';

/**
 * A promotion's banner, decorative (its title says what it is); without one, a block in
 * the brand's colours naming the promotion's type.
 */
export function PromotionBanner({ promo }: { promo: Pick<PromotionCard, 'bannerUrl' | 'type'> }) {
  const { t } = useTranslation();
  if (promo.bannerUrl) {
    return (
      <img className={styles.banner} src={promo.bannerUrl} alt="" loading="lazy" decoding="async" />
    );
  }
  return (
    <div className={styles.placeholder} data-type={promo.type} aria-hidden="true">
      {t(`app_promo_type_${promo.type}`)}
    </div>
  );
}
