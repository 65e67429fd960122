import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { Captcha } from '../api/get-captcha.ts';
import styles from './forms.module.css';
import { TextField } from './text-field.tsx';

export interface CaptchaFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  captcha: Captcha | null;
  failed?: boolean;
  onRefresh: () => void;
  error?: string;
}

/** The image captcha: its picture, a refresh button and the answer input. */
export function CaptchaField({ captcha, failed, onRefresh, error, ...input }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth_captcha')}
      error={error ?? (failed ? t('auth_captcha_failed') : undefined)}
      autoComplete="off"
      inputMode="text"
      maxLength={16}
      {...input}
      after={
        <span className={styles.captcha}>
          {captcha && <img src={captcha.src} alt={t('auth_captcha_image')} />}
          <button
            type="button"
            className={styles.codeButton}
            onClick={onRefresh}
            aria-label={t('auth_captcha_refresh')}
          >
            ↻
          </button>
        </span>
      }
    />
  );
}
