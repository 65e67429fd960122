import { useTranslation } from 'react-i18next';
import styles from './content.module.css';

/**
 * Whether a notice or banner shows on the site (role switch). Its name names the row, as a
 * table has one per row; the words beside the track say the state without relying on colour.
 */
export function ShownSwitch({
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
      <span aria-hidden="true">{on ? t('cs_ct_shown') : t('cs_ct_hidden')}</span>
    </button>
  );
}
