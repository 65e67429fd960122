import type { LotteryBetView } from '@gamehall/contract';
import { findPlayType } from '@gamehall/games';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoneyWith } from '../../../components/ui/money.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useCancelLotteryBets } from '../api/cancel-lottery-bets.ts';
import { useLotteryBets } from '../api/get-lottery-bets.ts';
import { typesNumbersById } from '../model/board.ts';
import { playTypeName, selectionText } from '../model/labels.ts';
import { LoadFailed } from './load-failed.tsx';
import styles from './slip.module.css';
import { useNow } from './use-now.ts';

type Cancelled = { cancelled: number; refunded: number } | { error: unknown };

/**
 * The player's newest bets on this game: open ones can be cancelled until their draw's
 * cut-off, and the rest of a chase at once (every open bet of its order).
 */
export function MyBets({ gameCode, symbol }: { gameCode: string; symbol: string }) {
  const { t } = useTranslation();
  const id = useId();
  const now = useNow();
  const { data, isPending, isError, refetch } = useLotteryBets(gameCode);
  const cancel = useCancelLotteryBets();
  const [result, setResult] = useState<Cancelled | null>(null);
  const money = (major: number) => formatMoneyWith(major, symbol);

  const run = (body: { betId: number } | { orderId: number }) => {
    setResult(null);
    cancel.mutate(body, {
      onSuccess: (value) => setResult(value),
      onError: (error) => setResult({ error }),
    });
  };
  const cancellable = (bet: LotteryBetView) =>
    bet.state === 'OPEN' && Date.parse(bet.closesAt) > now;
  // The rest of a chase is offered once, on its newest open bet the list shows.
  const chaseOffered = new Set<number>();

  return (
    <section className={styles.slip} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {t('lt_my_bets')}
      </h2>
      {isPending && <p role="status">{t('lt_loading')}</p>}
      {isError && (
        <LoadFailed
          message={t('lt_bets_error')}
          buttonClass={styles.link}
          onRetry={() => void refetch()}
        />
      )}
      {data?.list.length === 0 && <p className={styles.muted}>{t('lt_no_bets')}</p>}
      {data && data.list.length > 0 && (
        <ul className={styles.bets}>
          {data.list.map((bet) => {
            const name = playTypeName(
              t,
              bet.playType,
              findPlayType(bet.playType)?.name ?? bet.playType,
            );
            const open = cancellable(bet);
            const offerChase = open && bet.chase !== null && !chaseOffered.has(bet.orderId);
            if (offerChase) chaseOffered.add(bet.orderId);
            return (
              <li key={bet.id} className={styles.bet}>
                <div className={styles.betText}>
                  <strong>
                    {bet.issue} · {name}
                  </strong>
                  <span className={styles.picks}>
                    {selectionText(t, bet.selection, { numbers: typesNumbersById(bet.playType) })}
                  </span>
                  <span className={styles.muted}>
                    {t('lt_slip_line', {
                      bets: t('lt_bets', { count: bet.betCount }),
                      unit: money(bet.unit),
                      multiplier: bet.multiplier,
                      stake: money(bet.stake),
                    })}
                    {bet.chase &&
                      ` · ${t('lt_chase_of', { index: bet.chase.index, of: bet.chase.of })}`}
                  </span>
                  <span className={styles[`state${bet.state}`]}>
                    {t(`lt_state_${bet.state}`)}
                    {bet.win !== null &&
                      bet.win > 0 &&
                      ` · ${t('lt_won', { win: money(bet.win) })}`}
                  </span>
                </div>
                {open && (
                  <div className={styles.betActions}>
                    <button
                      type="button"
                      className={styles.remove}
                      disabled={cancel.isPending}
                      aria-label={t('lt_cancel_bet_label', { issue: bet.issue, name })}
                      onClick={() => run({ betId: bet.id })}
                    >
                      {t('lt_cancel')}
                    </button>
                    {offerChase && (
                      <button
                        type="button"
                        className={styles.remove}
                        disabled={cancel.isPending}
                        aria-label={t('lt_cancel_chase_label', { order: bet.orderId })}
                        onClick={() => run({ orderId: bet.orderId })}
                      >
                        {t('lt_cancel_chase')}
                      </button>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {result && 'cancelled' in result && (
        <p role="status" className={styles.placed}>
          {t('lt_cancelled', {
            bets: t('lt_bets', { count: result.cancelled }),
            refunded: money(result.refunded),
          })}
        </p>
      )}
      {result && 'error' in result && (
        <p role="alert" className={styles.problem}>
          {errorText(result.error, t, 'lotteryCancel', { currencySymbol: symbol })}
        </p>
      )}
    </section>
  );
}
