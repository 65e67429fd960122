import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyText } from '../money.ts';
import styles from './tables.module.css';

export function ChipSelect({
  chips,
  value,
  onChange,
  currency,
  disabled,
}: {
  chips: number[];
  value: number;
  onChange: (chip: number) => void;
  currency: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.chip}>
      <label htmlFor={id}>{t('play_chip')}</label>
      <select
        id={id}
        className={styles.select}
        value={String(value)}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {chips.map((chip) => (
          <option key={chip} value={String(chip)}>
            {moneyText(chip, currency)}
          </option>
        ))}
      </select>
    </div>
  );
}
