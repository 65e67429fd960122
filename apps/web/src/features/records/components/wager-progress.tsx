import type { BonusGrant } from '@gamehall/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/ui/index.ts';
import { wageredPercent } from '../model/bonus.ts';
import bonus from './bonus.module.css';

/** A bonus's turnover counted toward the one required: a bar, and the same in words. */
export function WagerProgress({ grant }: { grant: Pick<BonusGrant, 'required' | 'counted'> }) {
  const { t } = useTranslation();
  const percent = wageredPercent(grant);
  const text = t('mn_bonus_progress_text', {
    counted: formatMoney(grant.counted),
    required: formatMoney(grant.required),
    percent,
  });
  return (
    <div className={bonus.progress}>
      <div
        role="progressbar"
        aria-label={t('mn_bonus_progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className={bonus.track}
      >
        <div className={bonus.bar} style={{ inlineSize: `${percent}%` }} />
      </div>
      {/* The bar's value for the eye; a screen reader hears it as the bar's value text. */}
      <span className={bonus.progressText} aria-hidden="true">
        {text}
      </span>
    </div>
  );
}
