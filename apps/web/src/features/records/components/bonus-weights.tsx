import { useTranslation } from 'react-i18next';
import { panelStyles as styles } from '../../panel/index.ts';
import { categoryInfo } from '../../system/index.ts';
import bonus from './bonus.module.css';

/** A category's label (the navigation's hd_* key), or its code when the site has none. */
const labelKey = (code: string) =>
  Object.hasOwn(categoryInfo, code)
    ? categoryInfo[code as keyof typeof categoryInfo].labelKey
    : code;

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
          const category = t(labelKey(code));
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
