import { useTranslation } from 'react-i18next';
import { moneyText } from '../money.ts';
import styles from './fish.module.css';

/**
 * The row under the sea: the balance as the player sees it go, the cannon bet with − and +,
 * Fire (at the nearest fish, for keyboard and switch users), and the auto-fire, lock-on and
 * paytable switches. Compact buttons, so a 375 px phone shows it all under the sea.
 */
export function FishControls({
  balance,
  currency,
  bets,
  betIndex,
  onBetIndex,
  canFire,
  onFire,
  auto,
  onAuto,
  lock,
  onLock,
  paytableOpen,
  onPaytable,
  paytableId,
}: {
  /** The balance with the bets of unanswered shots already taken off (major units). */
  balance: number;
  currency: string;
  bets: readonly number[];
  betIndex: number;
  onBetIndex: (index: number) => void;
  canFire: boolean;
  onFire: () => void;
  auto: boolean;
  onAuto: (on: boolean) => void;
  lock: boolean;
  onLock: (on: boolean) => void;
  paytableOpen: boolean;
  onPaytable: (open: boolean) => void;
  paytableId: string;
}) {
  const { t } = useTranslation();
  const bet = bets[betIndex] ?? 0;
  return (
    <div className={styles.controls}>
      <p className={styles.balance}>
        <span className={styles.caption}>{t('play_balance')}</span>
        <span className={styles.amount} dir="ltr">
          {moneyText(balance, currency)}
        </span>
      </p>
      <fieldset className={styles.bet}>
        <legend className="visually-hidden">{t('fish_cannon_bet')}</legend>
        <button
          type="button"
          className={styles.round}
          aria-label={t('fish_bet_down')}
          disabled={betIndex <= 0}
          onClick={() => onBetIndex(betIndex - 1)}
        >
          −
        </button>
        <span className={styles.betValue}>
          <span className={styles.caption}>{t('play_bet')}</span>
          <span className={styles.amount} dir="ltr">
            {moneyText(bet, currency)}
          </span>
        </span>
        <button
          type="button"
          className={styles.round}
          aria-label={t('fish_bet_up')}
          disabled={betIndex >= bets.length - 1}
          onClick={() => onBetIndex(betIndex + 1)}
        >
          +
        </button>
      </fieldset>
      <div className={styles.actions}>
        <button type="button" className={styles.fire} disabled={!canFire} onClick={onFire}>
          {t('fish_fire')}
        </button>
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={auto}
          disabled={!canFire && !auto}
          onClick={() => onAuto(!auto)}
        >
          {t('fish_auto_fire')}
        </button>
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={lock}
          onClick={() => onLock(!lock)}
        >
          {t('fish_lock_on')}
        </button>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={paytableOpen}
          aria-controls={paytableId}
          onClick={() => onPaytable(!paytableOpen)}
        >
          {t('fish_paytable')}
        </button>
      </div>
    </div>
  );
}
