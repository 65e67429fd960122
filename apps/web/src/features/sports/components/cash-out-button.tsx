import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoneyWith } from '../../../components/ui/money.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { outcomeUnknown } from '../../../lib/idempotent-attempt.ts';
import { useCashOutSportsBet } from '../api/cash-out-sports-bet.ts';
import type { SportsBet } from '../api/get-sports-bets.ts';
import { useBook } from './book-context.tsx';
import styles from './my-bets.module.css';

type Failed = { error: unknown; amount: number };
export type CashedOut = { paid: number; balance: number };

/**
 * "Cash out $12.30": ends the bet for the offer shown. A refusal (the offer fell or was
 * withdrawn) says so, and the list, asked again, shows the new offer on the button.
 */
export function CashOutButton({
  bet,
  offer,
  onCashedOut,
}: {
  bet: SportsBet;
  offer: number;
  /** The bet leaves the open list once paid, so the list says what it paid. */
  onCashedOut: (result: CashedOut) => void;
}) {
  const { t } = useTranslation();
  const { symbol } = useBook();
  const cashOut = useCashOutSportsBet();
  const [result, setResult] = useState<Failed | null>(null);
  const money = (major: number) => formatMoneyWith(major, symbol);

  const send = async (amount: number) => {
    setResult(null);
    try {
      const value = await cashOut.submit({ betId: bet.id, amount });
      onCashedOut({ paid: value.bet.paid ?? amount, balance: value.balance });
    } catch (error) {
      setResult({ error, amount });
    }
  };

  return (
    <div className={styles.cashOut}>
      <button
        type="button"
        className={styles.cashOutButton}
        disabled={cashOut.isPending}
        onClick={() => void send(offer)}
      >
        {t('sb_cash_out', { amount: money(offer) })}
      </button>
      {result && (
        <div role="alert">
          <p>{errorText(result.error, t, 'sportsCashout', { currencySymbol: symbol })}</p>
          {outcomeUnknown(result.error) && (
            <button
              type="button"
              className={styles.link}
              disabled={cashOut.isPending}
              onClick={() => void send(result.amount)}
            >
              {t('sb_try_again')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
