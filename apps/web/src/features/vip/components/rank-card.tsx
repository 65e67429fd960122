import type { getPlayerRank, ValueOf } from '@gamehall/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/index.ts';
import { useSiteConfig } from '../../system/index.ts';
import { progressPercent, rankName } from '../model/rank.ts';
import styles from './vip.module.css';

export type PlayerRank = ValueOf<typeof getPlayerRank>;

/**
 * Where the player stands: their rank, a bar of the way to the next one and what it still
 * needs (both its valid bets and its deposits), over the brand's window of days; at the top
 * rank, that they are there.
 */
export function RankCard({ rank }: { rank: PlayerRank }) {
  const { t } = useTranslation();
  const titleId = useId();
  const symbol = useSiteConfig().data?.currencySymbol;
  const days = rank.windowDays;
  const next = rank.next;
  const percent = progressPercent(rank.progressBp);

  const figures: [string, number][] = [
    [t('app_vip_your_valid_bet', { days }), rank.validBet],
    [t('app_vip_your_deposit', { days }), rank.deposit],
  ];
  if (next) {
    figures.push(
      [t('app_vip_more_valid_bet', { rank: rankName(t, next) }), next.validBetNeeded],
      [t('app_vip_more_deposit', { rank: rankName(t, next) }), next.depositNeeded],
    );
  }

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('app_vip_yours')}
      </h2>
      <p className={styles.rank}>{rankName(t, rank)}</p>
      {next ? (
        <div className={styles.progress}>
          <div
            role="progressbar"
            aria-label={t('app_vip_progress', { rank: rankName(t, next) })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className={styles.track}
          >
            <div className={styles.bar} style={{ inlineSize: `${percent}%` }} />
          </div>
          {/* The bar's value for the eye; a screen reader hears it as the bar's value. */}
          <span className={styles.progressText} aria-hidden="true">
            {t('app_vip_progress', { rank: rankName(t, next) })}: {percent}%
          </span>
        </div>
      ) : (
        <p className={styles.top}>{t('app_vip_top')}</p>
      )}
      <dl className={styles.figures}>
        {figures.map(([label, amount]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <Money value={amount} symbol={symbol} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
