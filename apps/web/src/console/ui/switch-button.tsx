import { useTranslation } from 'react-i18next';
import styles from './switch-button.module.css';

/**
 * An on/off switch (role switch): its name says what it turns on and for which row, since a
 * table has one per row; the words beside the track say the state without relying on colour.
 */
export function SwitchButton({
  label,
  on,
  disabled,
  onChange,
  words = ['cs_switch_on', 'cs_switch_off'],
}: {
  label: string;
  on: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
  /** The keys of the words for on and off (a notice is "shown" or "hidden"). */
  words?: readonly [string, string];
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
      <span aria-hidden="true">{t(on ? words[0] : words[1])}</span>
    </button>
  );
}
