import { useTranslation } from 'react-i18next';
import { formatOdds } from '../model/book-math.ts';
import { legText, pickName } from '../model/labels.ts';
import { toHundredths } from '../model/money.ts';
import type { SlipBet } from '../model/slip-bets.ts';
import styles from './bet-slip.module.css';
import { useBook } from './book-context.tsx';
import { StakeField } from './stake-field.tsx';

/** A selection of the slip: its match and pick, its price (and how it moved), its single's stake. */
export function SlipSelection({ single }: { single: SlipBet }) {
  const { t } = useTranslation();
  const { style, dispatch } = useBook();
  const [s] = single.legs;
  if (!s) return null;
  const teams = t('sb_teams', { home: s.home, away: s.away });
  const pick = legText(t, s, s);
  const price = (odds: number) => formatOdds(toHundredths(odds), style);
  const moved = s.now !== null && s.now !== s.odds;
  return (
    <li className={styles.selection} aria-label={`${teams}, ${pick}`}>
      <div className={styles.selectionHead}>
        <div className={styles.selectionText}>
          <span className={styles.muted}>
            {teams}
            {s.live && <span className={styles.liveTag}> · {t('sb_in_play')}</span>}
          </span>
          <strong>{pick}</strong>
        </div>
        <span className={styles.slipPrice}>{price(s.odds)}</span>
        <button
          type="button"
          className={styles.remove}
          aria-label={t('sb_remove', { pick, teams })}
          onClick={() => dispatch({ type: 'remove', key: s.key })}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {s.now === null && <p className={styles.problem}>{t('sb_selection_suspended')}</p>}
      {moved && s.now !== null && (
        <p className={styles.moved} role="status">
          {t(s.now > s.odds ? 'sb_price_up' : 'sb_price_down', {
            from: price(s.odds),
            to: price(s.now),
          })}{' '}
          <button
            type="button"
            className={styles.link}
            onClick={() => dispatch({ type: 'accept', keys: [s.key] })}
          >
            {t('sb_accept_price', { odds: price(s.now) })}
          </button>
        </p>
      )}
      <StakeField bet={single} label={t('sb_stake_single', { pick: pickName(t, s, s) })} />
    </li>
  );
}
