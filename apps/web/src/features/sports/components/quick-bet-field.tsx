import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoneyWith } from '../../../components/ui/money.tsx';
import { toMajor } from '../model/money.ts';
import { stakeProblem } from '../model/slip-bets.ts';
import styles from './bet-slip.module.css';
import { useBook } from './book-context.tsx';
import { problemText } from './stake-field.tsx';

/**
 * Quick bet's switch and preset stake, kept for the next visit. On, a tap on a price places
 * a single at this stake (see useQuickBet); the hint says so, and what is wrong with the
 * stake is said here, before a tap.
 */
export function QuickBetField() {
  const { t } = useTranslation();
  const id = useId();
  const { quick, setQuick, limits, symbol } = useBook();
  const money = (minor: bigint) => formatMoneyWith(toMajor(minor), symbol);
  const problem = stakeProblem(quick.stake, limits);
  const missing = quick.on && quick.stake.trim() === '';
  return (
    <fieldset className={styles.accept}>
      <legend>{t('sb_quick_bet')}</legend>
      <label className={styles.radio}>
        <input
          type="checkbox"
          role="switch"
          checked={quick.on}
          aria-checked={quick.on}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setQuick({ ...quick, on: e.target.checked })}
        />
        {t('sb_quick_bet_on')}
      </label>
      <div className={styles.stake}>
        <label htmlFor={id} className={styles.stakeLabel}>
          {t('sb_quick_stake')}
        </label>
        <input
          id={id}
          className={styles.input}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('sb_stake_placeholder')}
          value={quick.stake}
          aria-invalid={problem || missing ? true : undefined}
          aria-describedby={`${id}-problem`}
          onChange={(e) => setQuick({ ...quick, stake: e.target.value })}
        />
      </div>
      <p id={`${id}-hint`} className={styles.muted}>
        {t('sb_quick_hint')}
      </p>
      <p id={`${id}-problem`} className={styles.problem}>
        {problem ? problemText(t, problem, money) : missing ? t('sb_quick_stake_needed') : ''}
      </p>
    </fieldset>
  );
}
