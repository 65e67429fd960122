import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { JackpotAmount, JackpotIcon, useJackpot, useMediaQuery } from '../../jackpot/figure.ts';
import styles from './jackpot-ticker.module.css';

/**
 * Below this width (header.module.css: the side menu is a drawer) the header's row has no
 * room for it beside the account buttons: the drawer shows it instead.
 */
export const DRAWER_QUERY = '(max-width: 899px)';

export type JackpotPlace = 'header' | 'menu';

/**
 * The progressive jackpot's pool in the chrome (decision 035), counting up as the server's
 * figure grows, a link to the slots lobby that feeds it. Its own chunk, loaded by
 * jackpot-slot.tsx: the call's declaration and the counting stay out of the site's first
 * load. In the header's row from 900 px; below, where that row already holds the menu
 * button, the brand and the account buttons (at 375 px the balance, deposit and the
 * avatar), at the top of the side menu's drawer instead. Hidden while the brand has no
 * jackpot or the call fails.
 */
export default function JackpotTicker({ place }: { place: JackpotPlace }) {
  const { t } = useTranslation();
  const drawer = useMediaQuery(DRAWER_QUERY);
  const { jackpot } = useJackpot();
  if (!jackpot || drawer !== (place === 'menu')) return null;
  // The link is named by its figure ("Jackpot $12,345.67"): the word beside it is for the eye.
  return (
    <Link to="/rng" className={styles[place]}>
      <JackpotIcon size={18} className={styles.icon} />
      <span className={styles.word} aria-hidden="true">
        {t('jackpot_name')}
      </span>
      <JackpotAmount
        value={jackpot.pool}
        label={(amount) => t('jackpot_figure', { amount })}
        className={styles.amount}
      />
    </Link>
  );
}
