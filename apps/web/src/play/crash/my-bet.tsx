import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { outcomeUnknown } from '../../lib/idempotent-attempt.ts';
import { RoundAlert } from '../frame/round-alert.tsx';
import { moneyText } from '../money.ts';
import { isSessionEnded } from '../session/play-error.ts';
import { usePlaySession } from '../session/play-session.tsx';
import { useCashOut } from './cash-out.ts';
import { cashoutWin, multiplierText, useReading } from './clock.ts';
import styles from './crash.module.css';
import { betIsOver } from './crash-errors.ts';
import type { CrashBet, CrashRound } from './get-crash-state.ts';
import type { Placed } from './place-bet.ts';

/** This page's bet on the round shown: placed, cashed out (and its win) or lost, and Cash out. */
export function MyBet({
  round,
  offset,
  bet,
  onCashedOut,
  onBetOver,
}: {
  round: CrashRound | null;
  offset: number;
  /** The bet on `round`, or null. */
  bet: CrashBet | null;
  onCashedOut: (answer: Placed) => void;
  /** The server says the bet is over already: fetch how it ended. */
  onBetOver: () => void;
}) {
  const { t } = useTranslation();
  const { session, end } = usePlaySession();
  const money = (major: number) => moneyText(major, session.currencySymbol);
  const running = round?.phase === 'RUNNING' && bet?.status === 'ACTIVE';
  // Up here, not in the button: "too late" must stay on screen once the round crashed.
  const cashout = useCashOut({
    onSuccess: onCashedOut,
    onError(err) {
      if (isSessionEnded(err)) end();
      else if (betIsOver(err)) onBetOver();
    },
  });
  const { reset } = cashout;
  const roundId = round?.id;
  useEffect(() => {
    if (roundId !== undefined) reset();
  }, [roundId, reset]);

  let text: string;
  if (!bet) {
    text =
      round?.phase === 'BETTING'
        ? t('play_crash_no_bet')
        : `${t('play_crash_no_bet')} ${t('play_crash_bets_open_next')}`;
  } else if (bet.status === 'CASHED') {
    text = t('play_crash_cashed', {
      value: multiplierText(bet.cashedOutAt ?? 0),
      amount: money(bet.win ?? 0),
    });
  } else if (bet.status === 'LOST') {
    text = t('play_crash_lost', { stake: money(bet.stake) });
  } else if (round?.phase === 'CRASHED') {
    text = t('play_crash_settling');
  } else {
    text =
      bet.autoCashout === null
        ? t('play_crash_bet_placed', { stake: money(bet.stake) })
        : t('play_crash_bet_placed_auto', {
            stake: money(bet.stake),
            auto: multiplierText(bet.autoCashout),
          });
  }

  return (
    <section className={styles.myBet} aria-label={t('play_crash_your_bet')}>
      <h2 className={styles.subtitle}>{t('play_crash_your_bet')}</h2>
      <p
        aria-live="polite"
        className={
          bet?.status === 'CASHED' ? styles.won : bet?.status === 'LOST' ? styles.lost : ''
        }
      >
        {text}
      </p>
      {running && bet && (
        <CashOut
          round={round}
          offset={offset}
          stake={bet.stake}
          pending={cashout.isPending}
          onPress={() => cashout.mutate()}
        />
      )}
      <RoundAlert
        error={cashout.error}
        canRetry={cashout.isError && outcomeUnknown(cashout.error) && running}
        onRetry={() => cashout.mutate()}
        context="crashCashout"
      />
    </section>
  );
}

/** The Cash out button, with what the bet would win now (the server pays what it sees then). */
function CashOut({
  round,
  offset,
  stake,
  pending,
  onPress,
}: {
  round: CrashRound;
  offset: number;
  stake: number;
  pending: boolean;
  onPress: () => void;
}) {
  const { t } = useTranslation();
  const { session } = usePlaySession();
  const winId = useId();
  const reading = useReading(round, offset);
  const hundredths = reading.phase === 'RUNNING' ? reading.hundredths : 100;
  return (
    <button
      type="button"
      className={styles.cashout}
      aria-label={t('play_crash_cash_out')}
      aria-describedby={winId}
      disabled={pending}
      onClick={onPress}
    >
      <span>{t('play_crash_cash_out')}</span>
      <span id={winId} className={styles.potential} dir="ltr">
        {moneyText(cashoutWin(stake, hundredths), session.currencySymbol)}
      </span>
    </button>
  );
}
