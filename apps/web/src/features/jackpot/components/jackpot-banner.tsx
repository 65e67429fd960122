import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoneyWith } from '../../../components/ui/money.tsx';
import { useSiteConfig } from '../../system/index.ts';
import { useJackpot } from '../api/get-jackpot.ts';
import { JackpotAmount } from './jackpot-amount.tsx';
import styles from './jackpot-banner.module.css';
import { JackpotIcon } from './jackpot-icon.tsx';
import { JackpotWinners } from './jackpot-winners.tsx';

/** "1", "0.5": the brand's share as a plain figure. */
const shareText = (percent: number) => String(Math.round(percent * 100) / 100);
/** Odds grouped as the site groups money (1,000,000). */
const oddsFormat = new Intl.NumberFormat('en-US');

/**
 * The slots lobby's jackpot banner (decision 035): the pool counting up, how it is fed and
 * won, in words, and the last winners. Its room is kept while the jackpot is on its way
 * (the slots lobby asks for it with its code, so it is mostly there at once); nothing
 * when the brand has no jackpot or the call failed.
 */
export function JackpotBanner() {
  const { t } = useTranslation();
  const headingId = useId();
  const symbol = useSiteConfig().data?.currencySymbol;
  const { jackpot, pending } = useJackpot();

  if (pending)
    return <div className={`${styles.banner} ${styles.waiting} shimmer`} aria-hidden="true" />;
  if (!jackpot) return null;
  return (
    <section className={styles.banner} aria-labelledby={headingId}>
      <div className={styles.pool}>
        <h2 id={headingId} className={styles.title}>
          <JackpotIcon size={24} />
          {t('jackpot_title')}
        </h2>
        <JackpotAmount
          value={jackpot.pool}
          label={(amount) => t('jackpot_figure', { amount })}
          className={styles.figure}
        />
        <p className={styles.rule}>
          {t('jackpot_rule', { share: shareText(jackpot.sharePercent) })}
        </p>
        <p className={styles.odds}>
          {t('jackpot_odds', {
            unit: formatMoneyWith(1, symbol),
            odds: oddsFormat.format(jackpot.oneInPerUnit),
          })}
        </p>
      </div>
      <JackpotWinners winners={jackpot.winners} />
    </section>
  );
}
