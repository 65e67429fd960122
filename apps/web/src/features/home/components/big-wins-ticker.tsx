import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/ui/index.ts';
import { useBigWins } from '../api/get-big-wins.ts';
import styles from './big-wins-ticker.module.css';

/**
 * Today's biggest wins running past (the rank list of the lobby: names masked by the
 * server). The list is written twice so the loop is seamless; the copy is hidden from
 * assistive technology, which reads the list once. Under reduced motion it stands still
 * and scrolls by hand. Nothing before the first win of the day.
 */
export function BigWinsTicker() {
  const { t } = useTranslation();
  const headingId = useId();
  const { data } = useBigWins();
  const wins = data?.list ?? [];
  if (wins.length === 0) return null;
  const items = (hidden: boolean) =>
    wins.map((w) => (
      <li
        key={`${hidden ? 'copy' : 'win'}-${w.rank}`}
        className={styles.win}
        aria-hidden={hidden || undefined}
      >
        {t('home_big_win', {
          account: w.account,
          win: formatMoney(w.winAmount),
          game: w.gameName,
          multiple: w.multiple.toFixed(2),
        })}
      </li>
    ));
  return (
    <section className={styles.ticker} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('home_big_wins')}
      </h2>
      <div className={styles.window}>
        <ul className={styles.track} aria-labelledby={headingId}>
          {items(false)}
          {items(true)}
        </ul>
      </div>
    </section>
  );
}
