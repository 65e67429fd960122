import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import type { RegisterValues } from '../model/register-body.ts';
import styles from './forms.module.css';

export interface AgreementChecksProps {
  register: UseFormRegister<RegisterValues>;
  errors: FieldErrors<RegisterValues>;
}

/** The terms (ticked by default, product §5) and the age confirmation, both required. */
export function AgreementChecks({ register, errors }: AgreementChecksProps) {
  const { t } = useTranslation();
  return (
    <>
      <label className={styles.check}>
        <input type="checkbox" {...register('agreeTerms')} />
        <span>
          <Trans
            i18nKey="auth_agree_terms"
            components={{
              terms: (
                // biome-ignore lint/a11y/useAnchorContent: Trans fills in the link text
                <a href="/help#terms" target="_blank" rel="noopener" />
              ),
            }}
          />
        </span>
      </label>
      {errors.agreeTerms?.message && (
        <p role="alert" className={styles.error}>
          {errors.agreeTerms.message}
        </p>
      )}
      <label className={styles.check}>
        <input type="checkbox" {...register('agreeAge')} />
        {t('auth_age_confirm')}
      </label>
      {errors.agreeAge?.message && (
        <p role="alert" className={styles.error}>
          {errors.agreeAge.message}
        </p>
      )}
    </>
  );
}
