import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './controls.module.css';
import { AUTOPLAY_SPINS, type AutoplayRules } from './use-autoplay.ts';

/** An optional amount: empty is "no limit"; anything else must be a positive number. */
const amountOf = (text: string): number | null | 'invalid' => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) && value > 0 ? value : 'invalid';
};

/**
 * The autoplay settings: how many spins, and when to stop early. Amounts are in the
 * session's currency; an empty amount sets no limit.
 */
export function AutoplayPanel({
  id,
  currency,
  canStart,
  onStart,
}: {
  id: string;
  currency: string;
  canStart: boolean;
  onStart: (rules: AutoplayRules) => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const [spins, setSpins] = useState<number>(AUTOPLAY_SPINS[0]);
  const [stopOnAnyWin, setStopOnAnyWin] = useState(false);
  const [winAbove, setWinAbove] = useState('');
  const [balanceBelow, setBalanceBelow] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const win = amountOf(winAbove);
    const balance = amountOf(balanceBelow);
    if (win === 'invalid' || balance === 'invalid') {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onStart({ spins, stopOnAnyWin, winAbove: win, balanceBelow: balance });
  };

  const amountField = (key: string, label: string, value: string, set: (v: string) => void) => (
    <div className={styles.field}>
      <label htmlFor={`${ids}-${key}`}>{label}</label>
      <span className={styles.amountInput}>
        <span aria-hidden="true">{currency}</span>
        <input
          id={`${ids}-${key}`}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          aria-invalid={invalid && amountOf(value) === 'invalid'}
          aria-describedby={`${ids}-hint`}
          onChange={(event) => set(event.target.value)}
        />
      </span>
    </div>
  );

  return (
    <form
      id={id}
      className={styles.autoplay}
      onSubmit={submit}
      aria-label={t('play_slot_autoplay')}
    >
      <div className={styles.field}>
        <label htmlFor={`${ids}-spins`}>{t('play_slot_autoplay_spins')}</label>
        <select
          id={`${ids}-spins`}
          className={styles.select}
          value={String(spins)}
          onChange={(event) => setSpins(Number(event.target.value))}
        >
          {AUTOPLAY_SPINS.map((n) => (
            <option key={n} value={String(n)}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={stopOnAnyWin}
          onChange={(event) => setStopOnAnyWin(event.target.checked)}
        />
        {t('play_slot_autoplay_any_win')}
      </label>
      {amountField('win', t('play_slot_autoplay_win_above'), winAbove, setWinAbove)}
      {amountField('balance', t('play_slot_autoplay_balance_below'), balanceBelow, setBalanceBelow)}
      <p id={`${ids}-hint`} className={invalid ? styles.invalid : styles.hint}>
        {t('play_slot_autoplay_hint')}
      </p>
      <button type="submit" className={styles.start} disabled={!canStart}>
        {t('play_slot_autoplay_start')}
      </button>
    </form>
  );
}
