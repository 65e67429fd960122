import type { PromotionCard } from '@gamehall/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandTime } from '../../panel/index.ts';

/** A promotion's period in the brand's time: from … to …, or from … when it has no end. */
export function usePeriod() {
  const { t } = useTranslation();
  const time = useBrandTime();
  return useCallback(
    (p: Pick<PromotionCard, 'startsAt' | 'endsAt'>) =>
      p.endsAt
        ? t('app_promo_period', { from: time(p.startsAt), to: time(p.endsAt) })
        : t('app_promo_period_open', { from: time(p.startsAt) }),
    [t, time],
  );
}
