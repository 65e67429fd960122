import { useTranslation } from 'react-i18next';
import { panelStyles as styles } from '../../panel/index.ts';
import { categoryLabelKey } from '../../rewards/index.ts';
import bonus from './bonus.module.css';

/**
 * How much of a settled bet of each game category counts toward a bonus (basis points,
 * 10,000 = all of it), the categories that count most first.
 */
export function BonusWeights({ weights }: { weights: Record<string, number> }) {
  const { t } = useTranslation();
  const rows = Object.entries(weights).sort(([, a], [, b]) => b - a);
  return (
    <>
      <p className={styles.hint}>{t('mn_bonus_weights_intro')}</p>
      <ul className={bonus.weights} aria-label={t('mn_bonus_weights')}>
        {rows.map(([code, bp]) => {
          const category = t(categoryLabelKey(code));
          return (
            <li key={code}>
              {bp > 0
                ? t('mn_bonus_weight', { category, percent: bp / 100 })
                : t('mn_bonus_weight_none', { category })}
            </li>
          );
        })}
      </ul>
    </>
  );
}
