import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { moneyText, toMajor } from '../money.ts';
import type { SlipEntry, SlipRefusal } from './bet-slip.ts';
import styles from './tables.module.css';

/** The bets placed, each with a remove button, their total and a clear-all. */
export function BetList<K extends string>({
  entries,
  total,
  label,
  onRemove,
  onClear,
  currency,
  disabled,
}: {
  entries: SlipEntry<K>[];
  total: number;
  label: (key: K) => string;
  onRemove: (key: K) => void;
  onClear: () => void;
  currency: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  if (entries.length === 0) return <p className={styles.muted}>{t('play_bets_none')}</p>;
  return (
    <div className={styles.slip}>
      <ul className={styles.bets} aria-label={t('play_bets')}>
        {entries.map((entry) => (
          <li key={entry.key} className={styles.bet}>
            <span>{label(entry.key)}</span>
            <span className={styles.amount} dir="ltr">
              {moneyText(toMajor(entry.stake), currency)}
            </span>
            <button
              type="button"
              className={styles.remove}
              disabled={disabled}
              onClick={() => onRemove(entry.key)}
              aria-label={t('play_bet_remove', { bet: label(entry.key) })}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.slipTotal}>
        <span>{t('play_bets_total', { amount: moneyText(toMajor(total), currency) })}</span>
        <button type="button" className={styles.secondary} disabled={disabled} onClick={onClear}>
          {t('play_bets_clear')}
        </button>
      </p>
    </div>
  );
}

/** Why a chip was not placed, in the player's words. */
export function refusalText(
  refusal: SlipRefusal,
  label: (key: string) => string,
  money: (major: number) => string,
  t: TFunction,
) {
  if (refusal.reason === 'aboveTotal') {
    return t('play_limit_total', { limit: money(refusal.limit) });
  }
  const options = { bet: label(refusal.key), limit: money(refusal.limit) };
  return refusal.reason === 'aboveMax'
    ? t('play_limit_max', options)
    : t('play_limit_min', options);
}
