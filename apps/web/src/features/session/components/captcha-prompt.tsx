import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/index.ts';
import { useCaptcha } from '../model/use-captcha.ts';
import { CaptchaField } from './captcha-field.tsx';
import { FormSubmit } from './form-submit.tsx';
import styles from './forms.module.css';

/** A solved image captcha, as a code request to a phone carries it (decision 019). */
export interface CodeCaptcha {
  captcha: string;
  captchaKey: string;
}

export interface CaptchaPromptProps {
  onAnswer: (answer: CodeCaptcha) => void;
  onClose: () => void;
}

/**
 * Asks for the image captcha before an SMS code goes out: every message costs the site,
 * so each one needs a person. Shown over the form that wants the code.
 */
export function CaptchaPrompt({ onAnswer, onClose }: CaptchaPromptProps) {
  const { t } = useTranslation();
  const { captcha, failed, refresh } = useCaptcha(true);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The dialog sits in a portal, but React still bubbles its submit to the form behind.
    event.stopPropagation();
    if (!captcha || !answer.trim()) return setError(t('auth_enter_captcha'));
    onAnswer({ captcha: answer.trim(), captchaKey: captcha.key });
  };

  return (
    <Dialog open onClose={onClose} title={t('auth_captcha_for_code')} width={380}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <CaptchaField
          captcha={captcha}
          failed={failed}
          onRefresh={() => void refresh()}
          error={error}
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
          data-autofocus
        />
        <FormSubmit failure={null} busy={false}>
          {t('auth_send_code')}
        </FormSubmit>
      </form>
    </Dialog>
  );
}
