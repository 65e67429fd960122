import type { LotteryPlayType } from '@gamehall/games';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { playTypeName } from '../model/labels.ts';
import styles from './betting.module.css';

/** The play types of the game, by their translated names. */
export function PlayTypePicker({
  types,
  value,
  onChange,
}: {
  types: readonly LotteryPlayType[];
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t('lt_play_type')}</label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {types.map((type) => (
          <option key={type.id} value={type.id}>
            {playTypeName(t, type.id, type.name)}
          </option>
        ))}
      </select>
    </div>
  );
}
