import { useTranslation } from 'react-i18next';
import { formatMoneyWith } from '../../../components/ui/money.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { outcomeUnknown } from '../../../lib/idempotent-attempt.ts';
import { type BetResult, type LegPrice, pricesOf } from '../hooks/use-place-slip.ts';
import { formatOdds } from '../model/book-math.ts';
import { legText } from '../model/labels.ts';
import { toHundredths } from '../model/money.ts';
import { isQuickKey } from '../model/quick-bet.ts';
import type { SlipBet } from '../model/slip-bets.ts';
import styles from './bet-slip.module.css';
import { useBook } from './book-context.tsx';

interface Props {
  /** The list's name: the slip's bets sent, or the quick bets. */
  label: string;
  results: readonly BetResult[];
  busy: boolean;
  onRetry: (result: Extract<BetResult, { body: unknown }>) => void;
  onDismiss: (key: string) => void;
}

/** What became of each bet sent: placed, or why not (with a retry or the new prices to take). */
export function SlipResults({ label, results, busy, onRetry, onDismiss }: Props) {
  const { t } = useTranslation();
  const { symbol, timeZone, style, dispatch, placing, vendor, accept } = useBook();
  const money = (major: number) => formatMoneyWith(major, symbol);
  const price = (odds: number) => formatOdds(toHundredths(odds), style);
  const name = (bet: SlipBet) =>
    bet.kind === 'combo'
      ? t('sb_combo_of', { count: bet.legs.length })
      : bet.legs.map((l) => legText(t, l, l)).join('');
  if (results.length === 0) return null;
  return (
    <ul className={styles.results} aria-label={label}>
      {results.map((r) => {
        if ('placed' in r) {
          const { bet, balance } = r.placed;
          return (
            <li key={r.key} role="status" className={styles.placed}>
              {t('sb_placed', {
                bet: name(r.bet),
                stake: money(bet.stake),
                odds: price(bet.odds),
                returns: money(bet.potentialReturn),
                balance: money(balance),
              })}
            </li>
          );
        }
        const changed = r.error instanceof ApiError && r.error.code === 'SPORTS_ODDS_CHANGED';
        const prices = pricesOf(r.error);
        return (
          <li key={r.key} role="alert" className={styles.failed}>
            <p>
              {name(r.bet)}:{' '}
              {errorText(r.error, t, 'sportsBet', { currencySymbol: symbol, timeZone })}
            </p>
            {prices.length > 0 && (
              <ul className={styles.newPrices}>
                {prices.map((p) => {
                  const leg = r.bet.legs.find(
                    (l) => l.marketId === p.marketId && l.pick === p.pick,
                  );
                  return (
                    <li key={`${p.marketId}|${p.pick}`}>
                      {t('sb_price_now', {
                        pick: leg ? legText(t, leg, leg) : p.pick,
                        odds: price(p.odds),
                      })}
                    </li>
                  );
                })}
              </ul>
            )}
            {changed && (
              <button
                type="button"
                className={styles.secondary}
                onClick={() => {
                  onDismiss(r.key);
                  if (!isQuickKey(r.key)) {
                    dispatch({ type: 'accept', keys: r.bet.legs.map((l) => l.key) });
                  } else if (vendor) {
                    // A quick bet is sent again at once, at the price now: one more tap.
                    void placing.placeQuick(atPrices(r.bet, prices), vendor, accept);
                  }
                }}
              >
                {t(isQuickKey(r.key) ? 'sb_quick_at_new_price' : 'sb_accept_new_prices')}
              </button>
            )}
            {outcomeUnknown(r.error) && (
              <button
                type="button"
                className={styles.secondary}
                disabled={busy}
                onClick={() => onRetry(r)}
              >
                {t('sb_try_again')}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A bet with its legs at the prices the server named (the others as they were). */
function atPrices(bet: SlipBet, prices: readonly LegPrice[]): SlipBet {
  const legs = bet.legs.map((l) => {
    const now = prices.find((p) => p.marketId === l.marketId && p.pick === l.pick)?.odds;
    return now === undefined ? l : { ...l, odds: now, now };
  });
  return { ...bet, legs };
}
