import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoneyWith } from '../../../components/ui/money.tsx';
import { toMajor } from '../model/money.ts';
import type { BetProblem, SlipBet } from '../model/slip-bets.ts';
import styles from './bet-slip.module.css';
import { useBook } from './book-context.tsx';

/** A problem of a bet in words, with its figures. */
export function problemText(t: TFunction, problem: BetProblem, money: (minor: bigint) => string) {
  switch (problem.kind) {
    case 'stake_invalid':
      return t('sb_stake_invalid');
    case 'stake_min':
      return t('sb_stake_min', { min: money(problem.min) });
    case 'stake_max':
      return t('sb_stake_max', { max: money(problem.max) });
    case 'payout':
      return t('sb_payout_max', {
        potential: money(problem.potential),
        max: money(problem.maxPayout),
      });
    case 'suspended':
      return t('sb_bet_suspended');
  }
}

/** A bet's stake input with what it returns, and what stops it before it is sent. */
export function StakeField({ bet, label }: { bet: SlipBet; label: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { symbol, slip, dispatch } = useBook();
  const money = (minor: bigint) => formatMoneyWith(toMajor(minor), symbol);
  const text = slip.stakes[bet.key] ?? '';
  const problem = bet.problem && (text.trim() !== '' || bet.problem.kind === 'suspended');
  return (
    <div className={styles.stake}>
      <label htmlFor={id} className={styles.stakeLabel}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('sb_stake_placeholder')}
        value={text}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-return ${id}-problem`}
        onChange={(e) => dispatch({ type: 'stake', key: bet.key, value: e.target.value })}
      />
      <output id={`${id}-return`} className={styles.returns}>
        {bet.potential !== null && bet.potential > 0n
          ? t('sb_returns', { amount: money(bet.potential) })
          : ''}
      </output>
      <p id={`${id}-problem`} className={styles.problem}>
        {problem && bet.problem ? problemText(t, bet.problem, money) : ''}
      </p>
    </div>
  );
}
