import { useTranslation } from 'react-i18next';
import styles from './games.module.css';

/**
 * An on/off switch (role switch): its name says what it turns on and for which row, since a
 * table has one per row; the words beside the track say the state without relying on colour.
 */
export function SwitchButton({
  label,
  on,
  disabled,
  onChange,
}: {
  label: string;
  on: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={label}
      className={styles.switch}
      disabled={disabled}
      onClick={() => onChange(!on)}
    >
      <span aria-hidden="true" className={styles.track}>
        <span className={styles.thumb} />
      </span>
      <span aria-hidden="true">{on ? t('cs_gm_on') : t('cs_gm_off')}</span>
    </button>
  );
}
