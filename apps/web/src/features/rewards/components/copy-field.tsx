import { useTranslation } from 'react-i18next';
import { Field, panelStyles, useCopy } from '../../panel/index.ts';

export interface CopyFieldProps {
  /** The field's label (what the value is). */
  label: string;
  value: string;
  /** The copy button's accessible name ("Copy link"): two copy buttons side by side differ. */
  copyLabel: string;
}

/**
 * A value to share: read-only, selected on focus, with a copy button. A browser that
 * refuses the clipboard (no permission, plain http) gets the value selected instead, so
 * copying it by hand is one keystroke away, and is told so.
 */
export function CopyField({ label, value, copyLabel }: CopyFieldProps) {
  const { t } = useTranslation();
  const { box, state: copy, copy: copyValue } = useCopy(value);
  return (
    <div ref={box}>
      <Field
        label={label}
        value={value}
        readOnly
        onFocus={(e) => e.currentTarget.select()}
        after={
          <button
            type="button"
            className={panelStyles.secondary}
            aria-label={copyLabel}
            onClick={() => void copyValue()}
          >
            {t('mc_referral_copy')}
          </button>
        }
      />
      <p role="status" className={copy === 'refused' ? panelStyles.error : panelStyles.success}>
        {copy === 'copied'
          ? t('mc_referral_copied')
          : copy === 'refused'
            ? t('mc_referral_copy_refused')
            : ''}
      </p>
    </div>
  );
}
