import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { outcomeUnknown } from '../../lib/idempotent-attempt.ts';
import { RoundAlert } from '../frame/round-alert.tsx';
import { moneyText } from '../money.ts';
import { usePlaySession } from '../session/play-session.tsx';
import { checkBet, type Problem } from './bet-rules.ts';
import styles from './crash.module.css';
import type { CrashLimits } from './get-crash-state.ts';
import { type Placed, usePlaceBet } from './place-bet.ts';

/**
 * The stake and the optional auto cash-out of a bet on the round taking bets. A press
 * that failed unanswered is sent again with its requestId, so it never bets twice.
 */
export function BetForm({
  limits,
  open,
  roundId,
  onPlaced,
}: {
  limits: CrashLimits;
  /** The round takes bets and this page has none on it yet. */
  open: boolean;
  roundId: number | null;
  onPlaced: (placed: Placed) => void;
}) {
  const { t } = useTranslation();
  const { session, ended } = usePlaySession();
  const id = useId();
  const [stake, setStake] = useState(limits.minStake.toFixed(2));
  const [auto, setAuto] = useState('');
  const [problems, setProblems] = useState<{ stake?: Problem; auto?: Problem }>({});
  const bet = usePlaceBet(onPlaced);
  const money = (major: number) => moneyText(major, session.currencySymbol);
  const { error, reset } = bet;

  // A refusal was about the round that ended; one that may have gone through stays retryable.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new round clears it
  useEffect(() => {
    if (error && !outcomeUnknown(error)) reset();
  }, [roundId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkBet(stake, auto, limits, session.balance, money);
    if (!checked.ok) {
      setProblems({ stake: checked.stake, auto: checked.auto });
      return;
    }
    setProblems({});
    const { ok: _, ...payload } = checked;
    bet.play(payload);
  };

  const hint = (problem: Problem | undefined, fallback: string) =>
    problem ? t(problem.key, problem.values) : fallback;

  return (
    <form
      className={styles.betForm}
      onSubmit={submit}
      aria-label={t('play_crash_bet_form')}
      noValidate
    >
      <div className={styles.field}>
        <label htmlFor={`${id}-stake`}>{t('play_crash_stake')}</label>
        <input
          id={`${id}-stake`}
          className={styles.input}
          inputMode="decimal"
          autoComplete="off"
          value={stake}
          aria-invalid={problems.stake !== undefined}
          aria-describedby={`${id}-stake-hint`}
          onChange={(e) => setStake(e.target.value)}
        />
        <p id={`${id}-stake-hint`} className={problems.stake ? styles.invalid : styles.hint}>
          {hint(
            problems.stake,
            t('play_crash_stake_hint', {
              min: money(limits.minStake),
              max: money(limits.maxStake),
            }),
          )}
        </p>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-auto`}>{t('play_crash_auto')}</label>
        <input
          id={`${id}-auto`}
          className={styles.input}
          inputMode="decimal"
          autoComplete="off"
          placeholder="2.00"
          value={auto}
          aria-invalid={problems.auto !== undefined}
          aria-describedby={`${id}-auto-hint`}
          onChange={(e) => setAuto(e.target.value)}
        />
        <p id={`${id}-auto-hint`} className={problems.auto ? styles.invalid : styles.hint}>
          {hint(
            problems.auto,
            t('play_crash_auto_hint', { min: String(limits.minAuto), max: String(limits.maxAuto) }),
          )}
        </p>
      </div>
      <button
        type="submit"
        className={styles.action}
        disabled={!open || bet.busy || ended}
        aria-busy={bet.busy}
      >
        {t('play_crash_place_bet')}
      </button>
      <RoundAlert
        error={bet.error}
        canRetry={bet.canRetry}
        onRetry={bet.retry}
        context="crashBet"
      />
    </form>
  );
}
