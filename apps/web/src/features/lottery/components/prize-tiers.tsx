import { REGIONAL_TIERS, type RegionalLotteryFamily } from '@gamehall/games';
import { useTranslation } from 'react-i18next';
import type { RegionalDrawn } from '../api/get-regional-results.ts';
import { tierName } from '../model/labels.ts';
import styles from './prize-tiers.module.css';

/**
 * A regional result as its prize tiers (packages/games REGIONAL_TIERS: the special prize
 * first in Vietnam, the first prize for Thai and 4D), each number as written, leading
 * zeros kept.
 */
export function PrizeTiers({
  family,
  prizes,
  label,
}: {
  family: RegionalLotteryFamily;
  prizes: RegionalDrawn['prizes'];
  /** The table's accessible name, e.g. "Result of draw 20261126". */
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <table className={styles.tiers} aria-label={label}>
      <tbody>
        {REGIONAL_TIERS[family].map((tier, i) => (
          <tr key={tier.name} className={i === 0 ? styles.top : undefined}>
            <th scope="row">{tierName(t, tier.name)}</th>
            <td>
              <span className={styles.numbers}>
                {(prizes[i] ?? []).map((number, n) => (
                  // A tier may hold a number twice (Vietnam): the position keys it.
                  // biome-ignore lint/suspicious/noArrayIndexKey: numbers repeat within a tier
                  <span key={n} className={styles.number}>
                    {number}
                  </span>
                ))}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * What a result says of itself: made up on a demo site (source DEMO, not an official
 * draw), or corrected after its first entry (revision above 1: the bets were settled again).
 */
export function ResultMarks({ draw }: { draw: Pick<RegionalDrawn, 'source' | 'revision'> }) {
  const { t } = useTranslation();
  return (
    <>
      {draw.source === 'DEMO' && (
        <span className={styles.mark} title={t('lt_result_demo_hint')}>
          {t('lt_result_demo')}
        </span>
      )}
      {draw.revision > 1 && (
        <span
          className={styles.corrected}
          title={t('lt_result_corrected_hint', { revision: draw.revision })}
        >
          {t('lt_result_corrected')}
        </span>
      )}
    </>
  );
}
